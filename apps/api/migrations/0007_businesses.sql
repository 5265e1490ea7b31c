-- A business per account: the name its customers see and its own UPI ID (made from the name once,
-- by the wallet's rule, and kept when the business is renamed). A payment to that UPI ID, or to
-- one of the owner's payment links, is a sale: it credits the owner's wallet, marked as a sale in
-- its transfer's metadata. A settlement moves sales to the business's bank account through the
-- sandbox's rail, a transfer of kind 'settlement' like any other money out.

CREATE TABLE businesses (
  -- chosen by the client at sign-up
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL UNIQUE REFERENCES users (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50 AND name = btrim(name)),
  -- lower case, on the businesses' handle; never another business's
  upi_id text NOT NULL UNIQUE
    CHECK (upi_id ~ '^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$'),
  -- where settlements go: the account number the sandbox's rail is given, and its branch (an
  -- Indian IFSC, a Zambian sort code)
  settlement_account text NOT NULL CHECK (settlement_account ~ '^[0-9]{9,18}$'),
  settlement_branch text NOT NULL
    CHECK (settlement_branch ~ '^[A-Z]{4}0[A-Z0-9]{6}$' OR settlement_branch ~ '^[0-9]{6}$'),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
