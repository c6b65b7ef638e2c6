/**
 * The rows of `db.execute`'s answer: node-postgres and PGlite both answer `{ rows }`, which the
 * driver-neutral `Db` type cannot say.
 */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
