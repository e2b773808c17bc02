-- Data migration (docs/decisions/094-zero-rate-upgrade.md): the "vat_rate_percent" column
-- arrived with DEFAULT 20, so a shop upgraded from before it invoiced honey at 20%. The seed
-- catalogue's zero-rated foods (HMRC VAT Notice 701/14) take 0% here if they still have the
-- default and the owner never saved them in the editor since the column existed (such a save is
-- audited with the product's "vat_rate_percent"): a rate the owner chose is kept.
UPDATE "products" SET "vat_rate_percent" = 0, "updated_at" = now()
WHERE "vat_rate_percent" = 20
  AND "handle" = ANY (ARRAY[
    'apple-cider-vinegar-mother',
    'black-seed-honey',
    'manuka-honey-black-seed',
    'manuka-honey-mgo-263',
    'manuka-honey-mgo-514',
    'manuka-honey-mgo-829',
    'raw-sidr-honey',
    'raw-wildflower-honey',
    'virgin-coconut-oil',
    'wholesale-manuka-honey-263-case'
  ]::text[])
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."entity_type" = 'product'
      AND a."entity_id" = "products"."id"::text
      AND a."action" IN ('product.create', 'product.update')
      AND a."after" ? 'vat_rate_percent'
  );
