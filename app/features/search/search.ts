export const SEARCH_QUERY_MAX = 100;
