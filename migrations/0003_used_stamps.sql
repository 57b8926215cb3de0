-- No-JavaScript form stamps that carried a submission (docs/product.md "Forms: bot check",
-- worker/forms/used-stamps.ts). Each stamp is good for one submission: the post that inserts
-- its row wins, every other post with the same stamp finds the row and is refused.
CREATE TABLE used_stamps (
  form TEXT NOT NULL,
  -- As the form carried it: `{shownAtMs}.{hmac}`.
  stamp TEXT NOT NULL,
  -- When the stamp is refused as expired anyway (ms since the epoch): the cron deletes the row then.
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (form, stamp)
) WITHOUT ROWID;

CREATE INDEX used_stamps_by_expiry ON used_stamps (expires_at);
