/**
 * `@kolekt/scraper/test-support`: the tests' one fixture shop and what the api's and the
 * scraper's tests share to drive it (real pages, search pages, address forms, a test CA). Never
 * imported by running code.
 */
export * from './address-forms';
export * from './fixture-server';
export * from './product-conformance';
export * from './read-events';
export * from './real-pages';
export * from './search-pages';
export * from './shop-pages';
export * from './test-ca';
