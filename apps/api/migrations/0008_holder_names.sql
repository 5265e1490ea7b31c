-- When the holder gave their registered name (NULL: still the name the sandbox gave the account
-- at opening, "SangamPay user 07"). The holder sets it once; after that, a change goes through
-- support, as a bank's KYC name does, so a payee's name cannot be swapped under its payers.
ALTER TABLE users ADD COLUMN name_set_at timestamptz;
