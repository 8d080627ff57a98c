import { Transform, type TransformCallback } from 'node:stream';

/**
 * How far a workbook part may unpack. A registration list's shared strings
 * unpack to about twice the whole file's size; a zip bomb's to hundreds of
 * times. A part that must be kept in memory (the shared strings) may unpack to
 * the floor plus `ratio` times the bytes of the file read so far: real files
 * stay far below it, and a bomb is refused within megabytes, in a moment,
 * before it fills the server's memory.
 */
export interface UnpackLimits {
  floorBytes: number;
  ratio: number;
}

export const UNPACK_LIMITS: UnpackLimits = { floorBytes: 8_000_000, ratio: 20 };

/** Bytes of the file read so far (packed). */
export interface PackedTally {
  bytes: number;
}

export class UnpacksTooFarError extends Error {
  constructor(
    readonly unpackedBytes: number,
    readonly packedBytes: number,
  ) {
    super('a workbook part unpacks to far more than its file holds');
  }
}

/** Passes a part's unpacked bytes on, and fails once they pass the limit for the packed bytes read so far. */
export class UnpackGuard extends Transform {
  private unpacked = 0;

  constructor(
    private readonly packed: PackedTally,
    private readonly limits: UnpackLimits,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.unpacked += chunk.length;
    if (this.unpacked > this.limits.floorBytes + this.limits.ratio * this.packed.bytes)
      return done(new UnpacksTooFarError(this.unpacked, this.packed.bytes));
    done(null, chunk);
  }
}
