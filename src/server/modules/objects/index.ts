/**
 * The objects module's face: uploads read from requests, stored images, their URLs, and the upload
 * sweep.
 */
export { registerObjectJobs } from './jobs';
export {
  attachOrDiscard,
  deleteAttachedObject,
  deleteAttachedObjects,
  isOwnObject,
  readObjectAsPng,
  readOriginal,
  storeDocument,
  storeImage,
} from './object-service';
export { objectUrl } from './object-url';
export { objectRoutes } from './routes';
export { readFormFields, readUpload } from './upload';
