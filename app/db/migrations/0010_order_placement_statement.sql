-- Order placement takes stock and writes the order in one statement (decision 0029). When a
-- line's stock is not there, the statement calls this to fail as a whole, so the lines already
-- taken and the order rows are undone with it. The product id travels in DETAIL.
CREATE OR REPLACE FUNCTION "refuse_out_of_stock"("product_id" uuid) RETURNS uuid
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'out of stock' USING ERRCODE = 'VS001', DETAIL = "product_id"::text;
END
$$;
