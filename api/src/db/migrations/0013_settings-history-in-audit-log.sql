-- The hours' own history table recorded every settings and closure change a second time, beside the audit log (written
-- in the same transaction since 0012): the audit log is the one history. A change only the old table holds (one made
-- before the audit log existed) moves into the audit log, as its repository would have written it, before the drop.
INSERT INTO "audit_log" ("actor_id", "at", "action", "entity_kind", "entity_id", "before", "after")
SELECT h."changed_by", h."changed_at",
  CASE WHEN h."subject" = 'settings' THEN 'settings.update' WHEN h."after" IS NULL THEN 'closure.delete' ELSE 'closure.put' END,
  CASE WHEN h."subject" = 'settings' THEN 'settings' ELSE 'closure' END,
  h."subject", h."before", h."after"
FROM "restaurant_settings_history" h
WHERE NOT EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."entity_kind" IN ('settings', 'closure') AND a."entity_id" = h."subject"
    AND a."before" IS NOT DISTINCT FROM h."before" AND a."after" IS NOT DISTINCT FROM h."after"
)
ORDER BY h."id";--> statement-breakpoint
DROP TABLE "restaurant_settings_history" CASCADE;
