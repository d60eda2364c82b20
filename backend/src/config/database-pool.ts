/** Connections per instance: the database module opens them, and the load shedder watches how many requests wait for one. */
export const DATABASE_POOL_SIZE = 20;
