ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "products"."name"), 'A')
          || setweight(to_tsvector('english', "products"."category"), 'B')
          || setweight(to_tsvector('english', search_words("products"."tags")), 'B')
          || setweight(to_tsvector('english', "products"."summary"), 'C')
          || setweight(to_tsvector('english', "products"."description_md"), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);