-- Hot accounts: an account that many payers credit at once (a merchant in a sale, SangamPay's
-- fees, a biller) would serialise every one of those payments on its one row lock, held through
-- each commit. A credit to a hot account that does not pay in the same transfer is appended to
-- hot_credits instead, without locking the account; a roll-up (the sweeper's, and one before any
-- debit or hold of the account, under its row lock) turns the account's unrolled credits into
-- postings with the next versions and adds them to balance, once. What a client is shown is the
-- rolled balance plus the unrolled credits (account_balances); a debit first rolls up under the
-- lock, so it spends only credits that are in balance, and a credit it cannot see yet stays
-- unrolled for the next roll-up. Runs on PostgreSQL 15 and PGlite.

ALTER TABLE accounts ADD COLUMN hot boolean NOT NULL DEFAULT false;
-- The accounts that only receive from many payers: merchants' accounts, the fees and billers.
UPDATE accounts SET hot = true
 WHERE owner_kind = 'merchant' OR (owner_kind = 'system' AND kind IN ('fees', 'biller'));

-- One row per appended credit: one leg of a posted transfer, with the account's version it
-- became when rolled up (null until then).
CREATE TABLE hot_credits (
  transfer_id uuid NOT NULL,
  leg smallint NOT NULL,
  account_id uuid NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  rolled_version bigint CHECK (rolled_version > 0),
  PRIMARY KEY (transfer_id, leg),
  -- the leg it credits (not accounts: no share lock on the hot account's row at each credit)
  FOREIGN KEY (transfer_id, leg) REFERENCES transfer_legs (transfer_id, leg)
);
-- What a roll-up reads: an account's credits not rolled up yet, oldest first.
CREATE INDEX hot_credits_unrolled ON hot_credits (account_id, created_at, transfer_id, leg)
  WHERE rolled_version IS NULL;

-- A hot credit is never deleted, its terms never change, and it is rolled up once: its
-- rolled_version goes from null to a version, and never again.
CREATE FUNCTION hot_credits_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'hot credits are never deleted' USING ERRCODE = 'SPL05';
  END IF;
  IF NEW.transfer_id <> OLD.transfer_id OR NEW.leg <> OLD.leg OR NEW.account_id <> OLD.account_id
     OR NEW.amount <> OLD.amount OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'a hot credit''s terms never change' USING ERRCODE = 'SPL05';
  END IF;
  IF OLD.rolled_version IS NOT NULL THEN
    RAISE EXCEPTION 'hot credit %/% is already rolled up', OLD.transfer_id, OLD.leg
      USING ERRCODE = 'SPL05';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER hot_credits_rolled_once BEFORE UPDATE OR DELETE ON hot_credits
  FOR EACH ROW EXECUTE FUNCTION hot_credits_guard();

-- Rolls the account's unrolled credits into its balance, under its row lock: each becomes a
-- posting with the account's next version and running balance, in the order they were made.
-- Answers how many it rolled up. The lock serialises roll-ups of one account (and any debit
-- of it), and rolled_version is set once (the trigger), so a credit is rolled up exactly once.
CREATE FUNCTION ledger_rollup(p_account uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_version bigint;
  v_count integer;
  v_total bigint;
BEGIN
  SELECT balance, version INTO v_balance, v_version FROM accounts WHERE id = p_account
     FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown_account' USING ERRCODE = 'SPL03', DETAIL = p_account::text;
  END IF;
  WITH due AS (
    SELECT transfer_id, leg, amount,
           row_number() OVER w AS n,
           sum(amount) OVER w AS running
      FROM hot_credits
     WHERE account_id = p_account AND rolled_version IS NULL
    WINDOW w AS (ORDER BY created_at, transfer_id, leg ROWS UNBOUNDED PRECEDING)
  ), rolled AS (
    UPDATE hot_credits h SET rolled_version = v_version + d.n
      FROM due d
     WHERE h.transfer_id = d.transfer_id AND h.leg = d.leg AND h.rolled_version IS NULL
    RETURNING h.transfer_id, h.leg, h.amount, h.rolled_version, d.running
  ), posted AS (
    INSERT INTO postings (transfer_id, leg, account_id, amount, balance_after, version)
    SELECT transfer_id, leg, p_account, amount, v_balance + running, rolled_version FROM rolled
    RETURNING amount
  )
  SELECT count(*)::integer, coalesce(sum(amount), 0)::bigint INTO v_count, v_total FROM posted;
  IF v_count > 0 THEN
    UPDATE accounts SET balance = balance + v_total, version = version + v_count
     WHERE id = p_account;
  END IF;
  RETURN v_count;
END $$;

-- One leg, now: a debit first rolls up what the account was credited (under the lock its
-- caller holds), so that what it may spend is everything committed before it.
CREATE OR REPLACE FUNCTION ledger_apply_leg(p_transfer uuid, p_leg smallint, p_account uuid,
                                            p_amount bigint, p_release bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_version bigint;
BEGIN
  IF p_amount < 0 AND EXISTS (SELECT 1 FROM hot_credits
                               WHERE account_id = p_account AND rolled_version IS NULL) THEN
    PERFORM ledger_rollup(p_account);
  END IF;
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

-- Whether a transfer's credit to this account is appended rather than applied under the
-- account's lock: the account is hot and the transfer does not debit it.
CREATE FUNCTION ledger_appends(p_hot boolean, p_amount bigint, p_debits_it boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_hot AND p_amount > 0 AND NOT p_debits_it
$$;

-- The legs of a transfer with, for each, whether its credit is appended.
CREATE FUNCTION ledger_legs(p_id uuid)
RETURNS TABLE (leg smallint, account_id uuid, amount bigint, appended boolean)
LANGUAGE sql STABLE AS $$
  SELECT l.leg, l.account_id, l.amount,
         ledger_appends(a.hot, l.amount,
                        EXISTS (SELECT 1 FROM transfer_legs d WHERE d.transfer_id = l.transfer_id
                                   AND d.account_id = l.account_id AND d.amount < 0))
    FROM transfer_legs l JOIN accounts a ON a.id = l.account_id
   WHERE l.transfer_id = p_id
$$;

-- As in 0001, except that a hot account only credited is neither locked nor updated: its credit
-- is appended to hot_credits. Every other account is locked first, in id order.
CREATE OR REPLACE FUNCTION ledger_transfer(p_id uuid, p_request_hash text, p_kind text, p_legs jsonb,
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

  SELECT count(*) INTO v_count FROM accounts
   WHERE id IN (SELECT (elem ->> 'account')::uuid FROM jsonb_array_elements(p_legs) AS e (elem));
  IF v_count <> (SELECT count(DISTINCT elem ->> 'account') FROM jsonb_array_elements(p_legs) AS e (elem)) THEN
    RAISE EXCEPTION 'unknown_account' USING ERRCODE = 'SPL03';
  END IF;
  -- Locks first, in id order, so transfers in both directions between two accounts never
  -- deadlock (and before the legs' foreign keys take their own share locks on the same rows).
  -- NO KEY UPDATE: what the balance updates need, without blocking those foreign-key checks.
  -- A hot account this transfer only credits is not locked.
  PERFORM 1 FROM accounts a
    JOIN (SELECT (elem ->> 'account')::uuid AS account,
                 sum((elem ->> 'amount')::bigint)::bigint AS amount,
                 bool_or((elem ->> 'amount')::bigint < 0) AS debits_it
            FROM jsonb_array_elements(p_legs) AS e (elem) GROUP BY 1) legs ON legs.account = a.id
   WHERE NOT ledger_appends(a.hot, legs.amount, legs.debits_it)
   ORDER BY a.id FOR NO KEY UPDATE OF a;

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
    FOR v_leg IN SELECT * FROM ledger_legs(p_id) l ORDER BY l.account_id, l.leg LOOP
      IF v_leg.appended THEN
        INSERT INTO hot_credits (transfer_id, leg, account_id, amount)
        VALUES (p_id, v_leg.leg, v_leg.account_id, v_leg.amount);
      ELSE
        PERFORM ledger_apply_leg(p_id, v_leg.leg, v_leg.account_id, v_leg.amount, 0);
      END IF;
    END LOOP;
  ELSE
    FOR v_leg IN SELECT account_id, -sum(amount) AS debit FROM transfer_legs
                  WHERE transfer_id = p_id AND amount < 0 GROUP BY account_id ORDER BY account_id LOOP
      -- What is held is checked against every credit committed before it.
      IF EXISTS (SELECT 1 FROM hot_credits
                  WHERE account_id = v_leg.account_id AND rolled_version IS NULL) THEN
        PERFORM ledger_rollup(v_leg.account_id);
      END IF;
      UPDATE accounts SET held = held + v_leg.debit
       WHERE id = v_leg.account_id AND (allow_negative OR balance - held - v_leg.debit >= 0);
      IF NOT FOUND THEN
        RAISE EXCEPTION 'insufficient_funds' USING ERRCODE = 'SPL01', DETAIL = v_leg.account_id::text;
      END IF;
    END LOOP;
  END IF;
  RETURN 'created';
END $$;

-- As in 0001, except that a posted transfer's credit to a hot account it does not debit is
-- appended, and that account is not locked.
CREATE OR REPLACE FUNCTION ledger_resolve(p_id uuid, p_outcome text, p_reason text)
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

  PERFORM 1 FROM accounts
    WHERE id IN (SELECT l.account_id FROM ledger_legs(p_id) l WHERE NOT l.appended)
    ORDER BY id FOR NO KEY UPDATE;
  IF p_outcome = 'posted' THEN
    -- Credits first, then debits, each releasing what the hold reserved for it.
    FOR v_leg IN SELECT * FROM ledger_legs(p_id) l
                 ORDER BY l.amount > 0 DESC, l.account_id, l.leg LOOP
      IF v_leg.appended THEN
        INSERT INTO hot_credits (transfer_id, leg, account_id, amount)
        VALUES (p_id, v_leg.leg, v_leg.account_id, v_leg.amount);
      ELSE
        PERFORM ledger_apply_leg(p_id, v_leg.leg, v_leg.account_id, v_leg.amount,
                                 CASE WHEN v_leg.amount < 0 THEN -v_leg.amount ELSE 0 END);
      END IF;
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

-- Each account as a client sees it: its balance includes the credits not rolled up yet
-- (rolled_balance is the sum of its postings; unrolled what waits for the next roll-up).
CREATE VIEW account_balances AS
  SELECT a.id, a.owner_kind, a.owner_id, a.kind, a.currency, a.allow_negative, a.hot,
         a.balance + coalesce(u.total, 0) AS balance, a.held, a.version,
         a.balance AS rolled_balance, coalesce(u.total, 0)::bigint AS unrolled
    FROM accounts a
    CROSS JOIN LATERAL (SELECT sum(h.amount)::bigint AS total FROM hot_credits h
                         WHERE h.account_id = a.id AND h.rolled_version IS NULL) u;

-- As in 0001 with the hot credits counted: a transfer, and each currency, nets to zero over
-- its postings and its credits not rolled up yet; a posted transfer has, for each leg, either
-- a posting or an unrolled credit, never both; a rolled credit is the posting of the version it
-- names, exactly once. The balance stays the sum of its postings (the rolled part), and its
-- versions run 1..n without a gap.
CREATE OR REPLACE VIEW ledger_violations AS
  WITH entries AS (
    SELECT transfer_id, leg, account_id, amount FROM postings
    UNION ALL
    SELECT transfer_id, leg, account_id, amount FROM hot_credits WHERE rolled_version IS NULL
  )
  -- 1. each transfer's postings and unrolled credits net to zero in each currency
  SELECT 'transfer_unbalanced' AS invariant, e.transfer_id::text AS subject,
         a.currency || ' ' || sum(e.amount)::text AS detail
    FROM entries e JOIN accounts a ON a.id = e.account_id
   GROUP BY e.transfer_id, a.currency HAVING sum(e.amount) <> 0
  UNION ALL
  -- 1. all of them net to zero per currency
  SELECT 'currency_unbalanced', a.currency, sum(e.amount)::text
    FROM entries e JOIN accounts a ON a.id = e.account_id
   GROUP BY a.currency HAVING sum(e.amount) <> 0
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
  -- 5. a posted transfer has one posting or one unrolled credit per leg, a pending or voided
  --    one neither
  SELECT 'postings_do_not_match_status', t.id::text,
         t.status || ': ' || coalesce(e.n, 0)::text || ' postings and unrolled credits for '
         || coalesce(l.n, 0)::text || ' legs'
    FROM transfers t
    LEFT JOIN (SELECT transfer_id, count(*) AS n FROM entries GROUP BY transfer_id) e
           ON e.transfer_id = t.id
    LEFT JOIN (SELECT transfer_id, count(*) AS n FROM transfer_legs GROUP BY transfer_id) l
           ON l.transfer_id = t.id
   WHERE coalesce(e.n, 0) <> CASE WHEN t.status = 'posted' THEN coalesce(l.n, 0) ELSE 0 END
  UNION ALL
  -- 5. a credit is rolled up exactly once: an unrolled one has no posting yet, a rolled one is
  --    the posting of the version it names, on its account, for its amount
  SELECT 'hot_credit_posted_twice', h.transfer_id::text, 'leg ' || h.leg
    FROM hot_credits h JOIN postings p ON p.transfer_id = h.transfer_id AND p.leg = h.leg
   WHERE h.rolled_version IS NULL
  UNION ALL
  SELECT 'hot_credit_not_its_posting', h.transfer_id::text,
         'leg ' || h.leg || ' rolled as version ' || h.rolled_version
    FROM hot_credits h LEFT JOIN postings p ON p.transfer_id = h.transfer_id AND p.leg = h.leg
   WHERE h.rolled_version IS NOT NULL
     AND (p.version IS DISTINCT FROM h.rolled_version OR p.account_id <> h.account_id
          OR p.amount <> h.amount)
  UNION ALL
  -- 6. one currency per account: a posting's or a credit's amount matches its leg
  SELECT 'posting_differs_from_leg', e.transfer_id::text, 'leg ' || e.leg
    FROM entries e JOIN transfer_legs l ON l.transfer_id = e.transfer_id AND l.leg = e.leg
   WHERE l.account_id <> e.account_id OR l.amount <> e.amount
  UNION ALL
  -- 8. integers above zero: no leg of zero (also a CHECK), no transfer of one leg
  SELECT 'too_few_legs', l.transfer_id::text, count(*)::text
    FROM transfer_legs l GROUP BY l.transfer_id HAVING count(*) < 2;
