import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import type { FileStorage } from './file-storage';

/** A missing object: S3 answers NoSuchKey (404); some compatible servers only the status. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…) through the AWS SDK's S3 client:
 * every server process reads what any other stored (decision 020). A PUT is atomic in S3, so a
 * reader never sees half a file. Without keys in the configuration the SDK's default chain
 * (environment, instance role) gives the credentials.
 */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: compatible servers do not all know the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(key, content) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: content, ContentLength: content.length }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async discard(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
