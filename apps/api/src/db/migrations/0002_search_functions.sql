-- Folds text for search the way domains/search/normalize.ts foldSearchText does: lower case,
-- і/ї/ы → и, є/э/ё → е, ґ → г, Latin y → i, hard sign and apostrophes dropped, anything that is not a
-- letter or digit becomes one space. Immutable, so generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION shop_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(
    translate(lower(input), 'іїыєэёґyъ''’ʼ`‘', 'иииееегi'),
    '[^[:alnum:]]+', ' ', 'g'))
$$;
