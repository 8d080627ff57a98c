import { createHash, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/*
 * Test support: an in-process HTTP server that speaks just enough of the S3
 * REST API (path-style) for @aws-sdk/client-s3: PutObject (plain or
 * aws-chunked), GetObject, HeadObject, DeleteObject and multipart uploads.
 * It does not verify signatures but refuses a request without one.
 */

export interface FakeObject {
  body: Buffer;
  serverSideEncryption: string | undefined;
}

interface PendingUpload {
  key: string;
  serverSideEncryption: string | undefined;
  parts: Map<number, Buffer>;
}

export interface FakeS3Server {
  /** For S3_ENDPOINT, with S3_FORCE_PATH_STYLE=1. */
  endpoint: string;
  bucket: string;
  /** What the bucket holds, by full object key. */
  objects: Map<string, FakeObject>;
  /** Multipart uploads started and neither completed nor aborted, by upload id. */
  pendingUploads: Map<string, PendingUpload>;
  close(): Promise<void>;
}

function xml(response: ServerResponse, status: number, body: string): void {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function s3Error(response: ServerResponse, status: number, code: string): void {
  xml(response, status, `<Error><Code>${code}</Code><Message>${code}</Message><RequestId>fake</RequestId></Error>`);
}

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** aws-chunked: `<hex size>[;chunk-signature=...]\r\n<bytes>\r\n` until a 0-size chunk, then trailers. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) throw new Error('Malformed aws-chunked body');
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString().split(';')[0]!, 16);
    if (Number.isNaN(size)) throw new Error('Malformed aws-chunked chunk size');
    if (size === 0) return Buffer.concat(chunks);
    chunks.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const raw = await buffer(request);
  const chunked =
    String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-') ||
    String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
  return chunked ? decodeAwsChunked(raw) : raw;
}

export async function startFakeS3Server(bucket = 'test-bucket'): Promise<FakeS3Server> {
  const objects = new Map<string, FakeObject>();
  const pendingUploads = new Map<string, PendingUpload>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 '))
      return s3Error(response, 403, 'AccessDenied');
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    if (bucketName !== bucket) return s3Error(response, 404, 'NoSuchBucket');
    const key = keyParts.map(decodeURIComponent).join('/');
    const uploadId = url.searchParams.get('uploadId');
    const sse = request.headers['x-amz-server-side-encryption'] as string | undefined;

    if (request.method === 'POST' && url.searchParams.has('uploads')) {
      const id = randomUUID();
      pendingUploads.set(id, { key, serverSideEncryption: sse, parts: new Map() });
      return xml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId !== null) {
      const upload = pendingUploads.get(uploadId);
      if (!upload || upload.key !== key) return s3Error(response, 404, 'NoSuchUpload');
      if (request.method === 'PUT') {
        const body = await readBody(request);
        upload.parts.set(Number(url.searchParams.get('partNumber')), body);
        return void response.writeHead(200, { etag: etagOf(body) }).end();
      }
      if (request.method === 'POST') {
        const listed = [...(await buffer(request)).toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(
          (match) => Number(match[1]),
        );
        const parts = listed.map((number) => upload.parts.get(number));
        if (parts.some((part) => !part)) return s3Error(response, 400, 'InvalidPart');
        objects.set(key, { body: Buffer.concat(parts as Buffer[]), serverSideEncryption: upload.serverSideEncryption });
        pendingUploads.delete(uploadId);
        return xml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (request.method === 'DELETE') {
        pendingUploads.delete(uploadId);
        return void response.writeHead(204).end();
      }
    }
    if (request.method === 'PUT') {
      const body = await readBody(request);
      objects.set(key, { body, serverSideEncryption: sse });
      return void response.writeHead(200, { etag: etagOf(body) }).end();
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = objects.get(key);
      if (!object)
        return request.method === 'HEAD' ? void response.writeHead(404).end() : s3Error(response, 404, 'NoSuchKey');
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': object.body.length,
        etag: etagOf(object.body),
      });
      return void response.end(request.method === 'GET' ? object.body : undefined);
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return void response.writeHead(204).end();
    }
    return s3Error(response, 405, 'MethodNotAllowed');
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => s3Error(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    pendingUploads,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
