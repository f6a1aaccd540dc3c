/** Where an uploaded image is served (the `getObject` route of this module). */
export const objectUrl = (objectId: number) => `/api/objects/${objectId}`;
