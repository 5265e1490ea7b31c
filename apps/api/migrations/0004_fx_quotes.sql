-- A cross-border quote: the rate and amounts a person saw, held for a few minutes and usable
-- by one transfer only. Expired by the sweeper, once.
CREATE TABLE fx_quotes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  country text NOT NULL,
  send_currency char(3) NOT NULL,
  send_minor bigint NOT NULL CHECK (send_minor > 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  receive_currency char(3) NOT NULL,
  receive_minor bigint NOT NULL CHECK (receive_minor > 0),
  rate bigint NOT NULL CHECK (rate > 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_by uuid UNIQUE REFERENCES transfers (id) DEFERRABLE INITIALLY DEFERRED,
  expired_at timestamptz,
  CHECK (used_by IS NULL OR expired_at IS NULL)
);
CREATE INDEX fx_quotes_open ON fx_quotes (expires_at) WHERE used_by IS NULL AND expired_at IS NULL;
