-- People and their sign-in: accounts by phone, one-time codes, sessions, devices, the PIN.
-- No code, PIN or session token is stored in clear: codes as an HMAC with a server key, the PIN as
-- argon2id with a pepper kept outside the database, session tokens as SHA-256.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  phone text NOT NULL UNIQUE CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  country char(2) NOT NULL CHECK (country IN ('IN', 'ZM')),
  -- the registered (KYC) name: what payers see, never a nickname
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  upi_id text NOT NULL UNIQUE,
  pin_hash text,
  pin_failures int NOT NULL DEFAULT 0 CHECK (pin_failures >= 0),
  pin_paused_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE otp_challenges (
  id uuid PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign_in')),
  code_hmac text NOT NULL,
  -- the client address as an HMAC too: enough to count, nothing to read back
  client_hmac text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries int NOT NULL DEFAULT 0 CHECK (wrong_tries BETWEEN 0 AND 5),
  consumed_at timestamptz
);
CREATE INDEX otp_challenges_phone ON otp_challenges (phone, created_at);
CREATE INDEX otp_challenges_client ON otp_challenges (client_hmac, created_at);

-- The sandbox SMS provider's outbox: the message a phone would receive, sealed with the server's
-- key (AES-256-GCM) and readable only for its own live challenge.
CREATE TABLE sms_outbox (
  challenge_id uuid PRIMARY KEY REFERENCES otp_challenges (id),
  phone text NOT NULL,
  sealed text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE devices (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE INDEX devices_user ON devices (user_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  device_id uuid NOT NULL REFERENCES devices (id),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Payee look-ups, counted per session so nobody walks the directory.
CREATE TABLE payee_lookups (
  session_id uuid NOT NULL REFERENCES sessions (id),
  at timestamptz NOT NULL
);
CREATE INDEX payee_lookups_session ON payee_lookups (session_id, at);

-- One row per phone and per client address that asks for codes: the row lock serialises the
-- checks of resend spacing and hourly caps, so two requests at once cannot both slip through.
CREATE TABLE otp_senders (
  key text PRIMARY KEY
);
