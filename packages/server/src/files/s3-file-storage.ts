import type * as S3 from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import type { FileStorage } from './file-storage';

type Sdk = typeof S3;

/** A missing object: S3 answers NoSuchKey (404); some compatible servers only the status. */
function isMissing(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…) through the AWS SDK's S3 client:
 * every server process reads what any other stored (decision 020). A PUT is atomic in S3, so a
 * reader never sees half a file. Without keys in the configuration the SDK's default chain
 * (environment, instance role) gives the credentials. The SDK is loaded at the first use, so a
 * process on the local disk never pays for it.
 */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  let loading: Promise<{ sdk: Sdk; client: S3.S3Client }> | undefined;
  const load = () => (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientOf(sdk, config) })));
  const Bucket = config.bucket;
  return {
    async put(key, content) {
      const { sdk, client } = await load();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: content, ContentLength: content.length }));
    },
    async get(key) {
      const { sdk, client } = await load();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async discard(key) {
      const { sdk, client } = await load();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

function clientOf(sdk: Sdk, config: S3StorageConfig): S3.S3Client {
  return new sdk.S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: compatible servers do not all know the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
