import { createDiskImageStorage } from './disk';
import type { ImageStorage } from './image-storage';
import { createS3ImageStorage, type S3StorageSettings } from './s3';

export { createDiskImageStorage } from './disk';
export * from './image-storage';
export { createS3ImageStorage, type S3StorageSettings } from './s3';

/** The storage the configuration names: the bucket when S3_BUCKET is set, else the folder (decision 0026). */
export function createImageStorage(config: {
  uploadsDir: string;
  s3: S3StorageSettings | undefined;
}): Promise<ImageStorage> {
  return config.s3
    ? createS3ImageStorage(config.s3)
    : Promise.resolve(createDiskImageStorage(config.uploadsDir));
}
