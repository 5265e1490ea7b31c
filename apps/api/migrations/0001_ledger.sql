-- The double-entry ledger. Money is bigint minor units (paise, ngwee); ids are made by the
-- application (UUIDv7), so no sequence sits on a hot table. Runs on PostgreSQL 15 and PGlite.

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  -- who owns it: a user's wallet, a merchant's settlement, or one of the system's own accounts
  owner_kind text NOT NULL CHECK (owner_kind IN ('user', 'merchant', 'system')),
  owner_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN
    ('wallet', 'settlement', 'bank', 'biller', 'fees', 'fx', 'cashback', 'payout')),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- only the system's outside-world accounts (the sandbox bank, FX liquidity) may go below zero
  allow_negative boolean NOT NULL DEFAULT false,
  balance bigint NOT NULL DEFAULT 0,
  held bigint NOT NULL DEFAULT 0 CHECK (held >= 0),
  version bigint NOT NULL DEFAULT 0 CHECK (version >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_kind, owner_id, kind, currency),
  CONSTRAINT accounts_no_overdraft CHECK (allow_negative OR balance - held >= 0),
  CONSTRAINT accounts_user_never_negative CHECK (owner_kind = 'system' OR NOT allow_negative)
);

CREATE TABLE transfers (
  -- chosen by the client: the idempotency key
  id uuid PRIMARY KEY,
  -- SHA-256 of the request's canonical form: the same id with another body is refused
  request_hash text NOT NULL,
  kind text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'voided', 'expired')),
  -- a bill, a link or a request is paid once: at most one live transfer per key
  paid_once_key text,
  initiator text,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at timestamptz,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CHECK ((status = 'pending') = (resolved_at IS NULL))
);
CREATE UNIQUE INDEX transfers_paid_once ON transfers (paid_once_key)
  WHERE paid_once_key IS NOT NULL AND status IN ('pending', 'posted');
CREATE INDEX transfers_pending_expiry ON transfers (expires_at) WHERE status = 'pending';

-- What a transfer asks for: one row per leg, written once with the transfer.
CREATE TABLE transfer_legs (
  transfer_id uuid NOT NULL REFERENCES transfers (id),
  leg smallint NOT NULL CHECK (leg >= 0),
  account_id uuid NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (transfer_id, leg)
);
CREATE INDEX transfer_legs_account ON transfer_legs (account_id);

-- What happened to balances: append-only, one per leg of a posted transfer, each with the
-- account's balance after it and the account's next version.
CREATE TABLE postings (
  transfer_id uuid NOT NULL REFERENCES transfers (id),
  leg smallint NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  version bigint NOT NULL CHECK (version > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transfer_id, leg),
  UNIQUE (account_id, version)
);

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'SPL05';
END $$;
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER transfer_legs_append_only BEFORE UPDATE OR DELETE ON transfer_legs
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- A transfer is never deleted, and only its status moves, once: pending -> posted | voided | expired.
CREATE FUNCTION transfers_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'transfers are never deleted' USING ERRCODE = 'SPL05';
  END IF;
  IF NEW.id <> OLD.id OR NEW.request_hash <> OLD.request_hash OR NEW.kind <> OLD.kind
     OR NEW.paid_once_key IS DISTINCT FROM OLD.paid_once_key
     OR NEW.initiator IS DISTINCT FROM OLD.initiator OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'a transfer''s terms never change' USING ERRCODE = 'SPL05';
  END IF;
  IF NEW.status <> OLD.status AND NOT (OLD.status = 'pending'
       AND NEW.status IN ('posted', 'voided', 'expired')) THEN
    RAISE EXCEPTION 'transfer % cannot move from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'SPL05';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER transfers_status_once BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfers_guard();

-- The one money path. Applies one leg to its (already locked) account: a guarded update that
-- refuses to take an account without an overdraft below what it holds, then the posting.
CREATE FUNCTION ledger_apply_leg(p_transfer uuid, p_leg smallint, p_account uuid, p_amount bigint,
                                 p_release bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_version bigint;
BEGIN
  UPDATE accounts
     SET balance = balance + p_amount, held = held - p_release, version = version + 1
   WHERE id = p_account
     AND (allow_negative OR balance + p_amount - (held - p_release) >= 0)
  RETURNING balance, version INTO v_balance, v_version;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insufficient_funds' USING ERRCODE = 'SPL01', DETAIL = p_account::text;
  END IF;
  INSERT INTO postings (transfer_id, leg, account_id, amount, balance_after, version)
  VALUES (p_transfer, p_leg, p_account, p_amount, v_balance, v_version);
END $$;

-- Creates a transfer once and only once. p_legs is a JSON array of {"account": uuid, "amount":
-- "signed minor units as a string"}; the legs must sum to zero in each currency. p_mode 'post'
-- applies them now; 'hold' reserves the debits (held) until ledger_resolve posts or voids them.
-- Answers 'created', 'replayed' (same id, same request) or 'conflict' (same id, another request).
-- Refusals raise: SPL01 insufficient funds, SPL02 unbalanced or malformed legs, SPL03 unknown
-- account, SPL04 already paid (paid-once key taken).
CREATE FUNCTION ledger_transfer(p_id uuid, p_request_hash text, p_kind text, p_legs jsonb,
                                p_mode text, p_paid_once_key text, p_initiator text,
                                p_metadata jsonb, p_expires_at timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_existing text;
  v_leg record;
  v_count int;
  v_rows int;
BEGIN
  IF p_mode NOT IN ('post', 'hold') THEN
    RAISE EXCEPTION 'unknown mode %', p_mode USING ERRCODE = 'SPL02';
  END IF;
  IF jsonb_typeof(p_legs) <> 'array' OR jsonb_array_length(p_legs) < 2 THEN
    RAISE EXCEPTION 'a transfer has at least two legs' USING ERRCODE = 'SPL02';
  END IF;

  -- Locks first, in id order, so transfers in both directions between two accounts never
  -- deadlock (and before the legs' foreign keys take their own share locks on the same rows).
  -- NO KEY UPDATE: what the balance updates need, without blocking those foreign-key checks.
  SELECT count(*) INTO v_count FROM (
    SELECT id FROM accounts
     WHERE id IN (SELECT (elem ->> 'account')::uuid FROM jsonb_array_elements(p_legs) AS e (elem))
     ORDER BY id FOR NO KEY UPDATE) locked;
  IF v_count <> (SELECT count(DISTINCT elem ->> 'account') FROM jsonb_array_elements(p_legs) AS e (elem)) THEN
    RAISE EXCEPTION 'unknown_account' USING ERRCODE = 'SPL03';
  END IF;

  BEGIN
    INSERT INTO transfers (id, request_hash, kind, status, paid_once_key, initiator, metadata,
                           expires_at, resolved_at)
    VALUES (p_id, p_request_hash, p_kind, CASE p_mode WHEN 'post' THEN 'posted' ELSE 'pending' END,
            p_paid_once_key, p_initiator, coalesce(p_metadata, '{}'::jsonb), p_expires_at,
            CASE p_mode WHEN 'post' THEN now() END)
    ON CONFLICT (id) DO NOTHING;
    GET DIAGNOSTICS v_rows = ROW_COUNT;
  EXCEPTION WHEN unique_violation THEN
    RAISE EXCEPTION 'already_paid' USING ERRCODE = 'SPL04', DETAIL = p_paid_once_key;
  END;
  IF v_rows = 0 THEN
    SELECT request_hash INTO v_existing FROM transfers WHERE id = p_id;
    RETURN CASE WHEN v_existing = p_request_hash THEN 'replayed' ELSE 'conflict' END;
  END IF;

  INSERT INTO transfer_legs (transfer_id, leg, account_id, amount)
  SELECT p_id, (ord - 1)::smallint, (elem ->> 'account')::uuid, (elem ->> 'amount')::bigint
    FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS t (elem, ord);

  -- Each currency nets to zero.
  IF EXISTS (SELECT 1 FROM transfer_legs l JOIN accounts a ON a.id = l.account_id
              WHERE l.transfer_id = p_id GROUP BY a.currency HAVING sum(l.amount) <> 0) THEN
    RAISE EXCEPTION 'unbalanced_transfer' USING ERRCODE = 'SPL02';
  END IF;

  IF p_mode = 'post' THEN
    FOR v_leg IN SELECT leg, account_id, amount FROM transfer_legs WHERE transfer_id = p_id
                 ORDER BY account_id, leg LOOP
      PERFORM ledger_apply_leg(p_id, v_leg.leg, v_leg.account_id, v_leg.amount, 0);
    END LOOP;
  ELSE
    FOR v_leg IN SELECT account_id, -sum(amount) AS debit FROM transfer_legs
                  WHERE transfer_id = p_id AND amount < 0 GROUP BY account_id ORDER BY account_id LOOP
      UPDATE accounts SET held = held + v_leg.debit
       WHERE id = v_leg.account_id AND (allow_negative OR balance - held - v_leg.debit >= 0);
      IF NOT FOUND THEN
        RAISE EXCEPTION 'insufficient_funds' USING ERRCODE = 'SPL01', DETAIL = v_leg.account_id::text;
      END IF;
    END LOOP;
  END IF;
  RETURN 'created';
END $$;

-- Posts or voids a pending transfer exactly once. p_outcome is 'posted', 'voided' or 'expired'.
-- Answers the status the transfer has afterwards and whether this call moved it.
CREATE FUNCTION ledger_resolve(p_id uuid, p_outcome text, p_reason text)
RETURNS TABLE (status text, moved boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_leg record;
BEGIN
  IF p_outcome NOT IN ('posted', 'voided', 'expired') THEN
    RAISE EXCEPTION 'unknown outcome %', p_outcome USING ERRCODE = 'SPL02';
  END IF;
  SELECT t.status INTO v_status FROM transfers t WHERE t.id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown_transfer' USING ERRCODE = 'SPL03';
  END IF;
  IF v_status <> 'pending' THEN
    RETURN QUERY SELECT v_status, false;
    RETURN;
  END IF;

  PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM transfer_legs WHERE transfer_id = p_id)
    ORDER BY id FOR NO KEY UPDATE;
  IF p_outcome = 'posted' THEN
    -- Credits first, then debits, each releasing what the hold reserved for it.
    FOR v_leg IN SELECT leg, account_id, amount FROM transfer_legs WHERE transfer_id = p_id
                 ORDER BY amount > 0 DESC, account_id, leg LOOP
      PERFORM ledger_apply_leg(p_id, v_leg.leg, v_leg.account_id, v_leg.amount,
                               CASE WHEN v_leg.amount < 0 THEN -v_leg.amount ELSE 0 END);
    END LOOP;
  ELSE
    FOR v_leg IN SELECT account_id, -sum(amount) AS debit FROM transfer_legs
                  WHERE transfer_id = p_id AND amount < 0 GROUP BY account_id LOOP
      UPDATE accounts SET held = held - v_leg.debit WHERE id = v_leg.account_id;
    END LOOP;
  END IF;
  UPDATE transfers SET status = p_outcome, resolved_at = now(), reason = p_reason WHERE id = p_id;
  RETURN QUERY SELECT p_outcome, true;
END $$;

-- Every broken invariant, one row each. Must always be empty.
CREATE VIEW ledger_violations AS
  -- 1. each transfer's postings net to zero in each currency
  SELECT 'transfer_unbalanced' AS invariant, p.transfer_id::text AS subject,
         a.currency || ' ' || sum(p.amount)::text AS detail
    FROM postings p JOIN accounts a ON a.id = p.account_id
   GROUP BY p.transfer_id, a.currency HAVING sum(p.amount) <> 0
  UNION ALL
  -- 1. all postings net to zero per currency
  SELECT 'currency_unbalanced', a.currency, sum(p.amount)::text
    FROM postings p JOIN accounts a ON a.id = p.account_id
   GROUP BY a.currency HAVING sum(p.amount) <> 0
  UNION ALL
  -- 2. a balance is the sum of its postings, and its versions run 1..n without a gap
  SELECT 'balance_not_sum_of_postings', a.id::text,
         a.balance::text || ' <> ' || coalesce(s.total, 0)::text
    FROM accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings
                                GROUP BY account_id) s ON s.account_id = a.id
   WHERE a.balance <> coalesce(s.total, 0)
  UNION ALL
  SELECT 'version_gap', a.id::text,
         'version ' || a.version || ', ' || coalesce(s.n, 0) || ' postings, max ' || coalesce(s.top, 0)
    FROM accounts a LEFT JOIN (SELECT account_id, count(*) AS n, max(version) AS top FROM postings
                                GROUP BY account_id) s ON s.account_id = a.id
   WHERE a.version <> coalesce(s.n, 0) OR a.version <> coalesce(s.top, 0)
  UNION ALL
  -- 2. each posting's balance_after is the running sum of its account
  SELECT 'running_balance', p.account_id::text, 'version ' || p.version
    FROM (SELECT account_id, version, balance_after,
                 sum(amount) OVER (PARTITION BY account_id ORDER BY version) AS running
            FROM postings) p
   WHERE p.balance_after <> p.running
  UNION ALL
  -- 3. no account without an overdraft allowance below what it holds
  SELECT 'overdrawn', a.id::text, (a.balance - a.held)::text
    FROM accounts a WHERE NOT a.allow_negative AND a.balance - a.held < 0
  UNION ALL
  -- 3. what an account holds is exactly its pending transfers' debits
  SELECT 'held_not_pending_debits', a.id::text, a.held::text || ' <> ' || coalesce(h.total, 0)::text
    FROM accounts a LEFT JOIN (SELECT l.account_id, -sum(l.amount) AS total FROM transfer_legs l
                                 JOIN transfers t ON t.id = l.transfer_id
                                WHERE t.status = 'pending' AND l.amount < 0
                                GROUP BY l.account_id) h ON h.account_id = a.id
   WHERE a.held <> coalesce(h.total, 0)
  UNION ALL
  -- 5. a posted transfer has one posting per leg, a pending or voided one none
  SELECT 'postings_do_not_match_status', t.id::text,
         t.status || ': ' || (SELECT count(*) FROM postings p WHERE p.transfer_id = t.id)::text
         || ' postings for ' || (SELECT count(*) FROM transfer_legs l WHERE l.transfer_id = t.id)::text
         || ' legs'
    FROM transfers t
   WHERE (SELECT count(*) FROM postings p WHERE p.transfer_id = t.id)
         <> CASE WHEN t.status = 'posted'
                 THEN (SELECT count(*) FROM transfer_legs l WHERE l.transfer_id = t.id) ELSE 0 END
  UNION ALL
  -- 6. one currency per account: a posting's amount matches its leg
  SELECT 'posting_differs_from_leg', p.transfer_id::text, 'leg ' || p.leg
    FROM postings p JOIN transfer_legs l ON l.transfer_id = p.transfer_id AND l.leg = p.leg
   WHERE l.account_id <> p.account_id OR l.amount <> p.amount
  UNION ALL
  -- 8. integers above zero: no leg of zero (also a CHECK), no transfer of one leg
  SELECT 'too_few_legs', l.transfer_id::text, count(*)::text
    FROM transfer_legs l GROUP BY l.transfer_id HAVING count(*) < 2;
