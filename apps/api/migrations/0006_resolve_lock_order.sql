-- ledger_resolve takes its locks in the order of every other money path: the transfer's accounts
-- first, in id order, then the transfer's row. It used to lock the transfer's row first, so a
-- replay of the same transfer id (ledger_transfer: accounts, then the id's unique check, which
-- waits for the row's updater) could wait on it in a cycle. A transfer's legs never change, so
-- they are read before any lock; the status is read again under the row lock.
CREATE OR REPLACE FUNCTION ledger_resolve(p_id uuid, p_outcome text, p_reason text)
RETURNS TABLE (status text, moved boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_leg record;
BEGIN
  IF p_outcome NOT IN ('posted', 'voided', 'expired') THEN
    RAISE EXCEPTION 'unknown outcome %', p_outcome USING ERRCODE = 'SPL02';
  END IF;
  PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM transfer_legs WHERE transfer_id = p_id)
    ORDER BY id FOR NO KEY UPDATE;
  SELECT t.status INTO v_status FROM transfers t WHERE t.id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown_transfer' USING ERRCODE = 'SPL03';
  END IF;
  IF v_status <> 'pending' THEN
    RETURN QUERY SELECT v_status, false;
    RETURN;
  END IF;

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
