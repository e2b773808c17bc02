-- Issue 19 "Search": PostgreSQL full-text search ranked with ts_rank, plus pg_trgm's
-- word_similarity for typos ("manuca" finds "Manuka"). Hand-written (drizzle-kit generate --custom):
-- the generated tsvector columns and the extension are not modelled in the Drizzle schema, which
-- never selects them (every read names its columns).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; a generated column needs an IMMUTABLE expression (the tags are
-- plain text, so joining them is immutable).
CREATE OR REPLACE FUNCTION search_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;
--> statement-breakpoint
-- What typos are matched against (short: title and tags, so a word in a long description does
-- not make every product "similar").
ALTER TABLE "products" ADD COLUMN "search_text" text
  GENERATED ALWAYS AS ("title" || ' ' || search_tags_text("tags")) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, search_tags_text("tags")), 'B')
  || setweight(to_tsvector('english'::regconfig, "type" || ' ' || "product_category"), 'C')
  || setweight(to_tsvector('english'::regconfig, "description"), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
-- The journal articles live in code (src/core/content/articles.ts); the search service copies
-- them here (by content hash) so one SQL statement ranks products and articles together.
CREATE TABLE "search_articles" (
  "slug" text PRIMARY KEY NOT NULL,
  "title" text NOT NULL,
  "excerpt" text NOT NULL,
  "category" text NOT NULL,
  "image_url" text,
  "body" text NOT NULL,
  "content_hash" text NOT NULL,
  "search_text" text GENERATED ALWAYS AS ("title" || ' ' || "category") STORED,
  "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A')
    || setweight(to_tsvector('english'::regconfig, "excerpt" || ' ' || "category"), 'B')
    || setweight(to_tsvector('english'::regconfig, "body"), 'D')
  ) STORED
);
--> statement-breakpoint
CREATE INDEX "search_articles_search_vector_idx" ON "search_articles" USING gin ("search_vector");
