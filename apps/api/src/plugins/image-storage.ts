import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createImageStorage } from '../lib/image-storage';
import type { ImageStorage } from '../lib/image-storage/image-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where event images are written, deleted and read: UPLOADS_DIR or the S3_BUCKET (decision 0026). */
    imageStorage: ImageStorage;
  }
}

/** Opens the configured image storage for the routes, the uploads plugin and the seed; closes it with the app. */
export const imageStoragePlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const storage = await createImageStorage(options.config);
    app.decorate<ImageStorage>('imageStorage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'image-storage' },
);
