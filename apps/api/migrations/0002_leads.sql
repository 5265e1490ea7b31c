-- What people send through the site's three forms: waitlist entries, contact messages and
-- merchant inquiries. Every row is one submission, keyed by the id the browser made for it (a
-- retried or double-clicked submit is the same id, so the same row), with the time the API took
-- it, the page's language and the form's version. The API checks every field with the rules the
-- browser shows (@repo/forms) before it writes; the checks below keep the table honest even so.
-- content_sha256 is the SHA-256 of the checked fields: the same id with other content is refused.

CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'te')),
  form_version int NOT NULL CHECK (form_version > 0),
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 2 AND 100),
  email text NOT NULL CHECK (char_length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  mobile text NOT NULL CHECK (mobile ~ '^\+[1-9][0-9]{7,14}$'),
  country text NOT NULL CHECK (country IN ('india', 'zambia', 'other')),
  use_case text NOT NULL CHECK (use_case IN ('personal', 'merchant', 'both')),
  -- The link in the confirmation e-mail carries a random token; only its SHA-256 is kept here.
  unsubscribe_token_sha256 text NOT NULL UNIQUE CHECK (unsubscribe_token_sha256 ~ '^[0-9a-f]{64}$'),
  unsubscribed_at timestamptz,
  -- When the confirmation e-mail was handed to the mail provider (null: not yet, or it failed).
  confirmation_sent_at timestamptz
);
-- One entry per address, whatever its case: joining again is not a second entry.
CREATE UNIQUE INDEX waitlist_entries_email ON waitlist_entries (lower(email));
CREATE INDEX waitlist_entries_received ON waitlist_entries (received_at);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'te')),
  form_version int NOT NULL CHECK (form_version > 0),
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 100),
  email text NOT NULL CHECK (char_length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 2 AND 120),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000)
);
CREATE INDEX contact_messages_received ON contact_messages (received_at);

CREATE TABLE merchant_inquiries (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'te')),
  form_version int NOT NULL CHECK (form_version > 0),
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  business_name text NOT NULL CHECK (char_length(business_name) BETWEEN 2 AND 120),
  contact_name text NOT NULL CHECK (char_length(contact_name) BETWEEN 2 AND 100),
  email text NOT NULL CHECK (char_length(email) <= 254 AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  business_type text NOT NULL CHECK (char_length(business_type) BETWEEN 2 AND 120),
  message text CHECK (char_length(message) BETWEEN 1 AND 2000)
);
CREATE INDEX merchant_inquiries_received ON merchant_inquiries (received_at);
