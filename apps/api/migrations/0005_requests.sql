-- Requests between accounts and merchants' payment links. A request names its payer; a link
-- (payer_id NULL) may be paid by any other account. Either is a reminder that the payer turns
-- into their own push payment (UPI has no person-to-person collect since October 2025): paying it
-- is a transfer through the one money path, and the request becomes paid with that transfer's id
-- in the same transaction. Its status moves once, from open.

CREATE TABLE payment_requests (
  -- chosen by the client: creating the same request twice makes one
  id uuid PRIMARY KEY,
  -- SHA-256 of what the client asked for: the same id with another body is refused
  request_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('request', 'link')),
  requester_id uuid NOT NULL REFERENCES users (id),
  -- the named payer of a request; NULL for a link
  payer_id uuid REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  note text CHECK (length(note) <= 100),
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'paid', 'declined', 'cancelled')),
  -- the transfer that paid it, and who paid (the named payer, or a link's customer); the
  -- transfer is written after the claim, in the same transaction: the key is checked at commit
  transfer_id uuid UNIQUE REFERENCES transfers (id) DEFERRABLE INITIALLY DEFERRED,
  paid_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- The transaction that made the row's latest change (set by the trigger below). A stream asks
  -- for the changes of transactions older than every transaction still running
  -- (`pg_snapshot_xmin`): that set is final, so it misses nothing and repeats nothing. A
  -- sequence number would not do: it is taken before the commit, so a change could commit after
  -- a higher number had been read, and be skipped.
  change_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  CHECK ((kind = 'request') = (payer_id IS NOT NULL)),
  CHECK (payer_id <> requester_id AND paid_by <> requester_id),
  CHECK ((status = 'paid') = (transfer_id IS NOT NULL)),
  CHECK ((status = 'paid') = (paid_by IS NOT NULL)),
  CHECK (kind = 'link' OR paid_by IS NULL OR paid_by = payer_id)
);
CREATE INDEX payment_requests_requester ON payment_requests (requester_id, created_at);
CREATE INDEX payment_requests_payer ON payment_requests (payer_id, created_at)
  WHERE payer_id IS NOT NULL;
CREATE INDEX payment_requests_change ON payment_requests (change_xid);

-- A request is never deleted; its terms never change; its status leaves open once. Every change
-- is stamped with its transaction, for the live streams.
CREATE FUNCTION payment_requests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'requests are never deleted' USING ERRCODE = 'SPL05';
  END IF;
  IF NEW.id <> OLD.id OR NEW.request_hash <> OLD.request_hash OR NEW.kind <> OLD.kind
     OR NEW.requester_id <> OLD.requester_id OR NEW.payer_id IS DISTINCT FROM OLD.payer_id
     OR NEW.amount <> OLD.amount OR NEW.currency <> OLD.currency
     OR NEW.note IS DISTINCT FROM OLD.note OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'a request''s terms never change' USING ERRCODE = 'SPL05';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'request % is % already', OLD.id, OLD.status USING ERRCODE = 'SPL05';
  END IF;
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
CREATE TRIGGER payment_requests_once BEFORE UPDATE OR DELETE ON payment_requests
  FOR EACH ROW EXECUTE FUNCTION payment_requests_guard();
