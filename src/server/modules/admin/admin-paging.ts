/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 25;

export const pageOffset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;
