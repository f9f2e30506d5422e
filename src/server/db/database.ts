// Table types of the whole database, one interface per table, added by each feature's migration.
// The foundation has no tables of its own yet; Kysely only needs the shape.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
