/**
 * The smallest WebM a browser plays: one VP8 video track, every frame a key frame, one cluster.
 * The frames come from lossy WebP images (a lossy WebP's 'VP8 ' chunk is a VP8 key frame), so
 * sharp, already here for images, is the encoder: no ffmpeg, no network at seed time.
 */

/** An EBML element: its id bytes, then its size as an 8-byte vint (0x01 + 7 bytes), then the data. */
function element(id: number, data: Buffer): Buffer {
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  const size = Buffer.alloc(8);
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(data.length, 2, 6);
  return Buffer.concat([idBytes, size, data]);
}
const uint = (id: number, value: number) => {
  const data = Buffer.alloc(4);
  data.writeUInt32BE(value);
  return element(id, data);
};
const float = (id: number, value: number) => {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
};
const string = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));
const master = (id: number, ...children: Buffer[]) => element(id, Buffer.concat(children));

/** The VP8 key frame inside a lossy WebP (RIFF 'WEBP' with a 'VP8 ' chunk; no alpha, no VP8X). */
export function vp8FrameOf(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('Not a WebP image');
  for (let at = 12; at + 8 <= webp.length;) {
    const size = webp.readUInt32LE(at + 4);
    if (webp.toString('ascii', at, at + 4) === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('The WebP has no lossy VP8 frame (lossless, or with alpha)');
}

/** A WebM of `frames` (VP8 key frames of `width` × `height`) shown `fps` per second. */
export function webmOf(frames: Buffer[], { width, height, fps }: { width: number; height: number; fps: number }): Buffer {
  const frameMs = 1000 / fps;
  const header = master(
    0x1a45dfa3,
    uint(0x4286, 1), // EBMLVersion
    uint(0x42f7, 1), // EBMLReadVersion
    uint(0x42f2, 4), // EBMLMaxIDLength
    uint(0x42f3, 8), // EBMLMaxSizeLength
    string(0x4282, 'webm'), // DocType
    uint(0x4287, 2), // DocTypeVersion
    uint(0x4285, 2), // DocTypeReadVersion
  );
  const info = master(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000), // TimecodeScale: timestamps in milliseconds
    string(0x4d80, 'property-back-office seed'), // MuxingApp
    string(0x5741, 'property-back-office seed'), // WritingApp
    float(0x4489, frames.length * frameMs), // Duration
  );
  const tracks = master(
    0x1654ae6b,
    master(
      0xae, // TrackEntry
      uint(0xd7, 1), // TrackNumber
      uint(0x73c5, 1), // TrackUID
      uint(0x83, 1), // TrackType: video
      uint(0x9c, 0), // FlagLacing
      string(0x86, 'V_VP8'), // CodecID
      master(0xe0, uint(0xb0, width), uint(0xba, height)), // Video: PixelWidth, PixelHeight
    ),
  );
  const blocks = frames.map((frame, i) => {
    // Track 1 as a vint, the time relative to the cluster (int16, ms), flags: key frame.
    const head = Buffer.from([0x81, 0, 0, 0x80]);
    head.writeInt16BE(Math.round(i * frameMs), 1);
    return element(0xa3, Buffer.concat([head, frame])); // SimpleBlock
  });
  if (frames.length * frameMs > 32_767) throw new Error('One cluster holds at most 32.7 s');
  const cluster = master(0x1f43b675, uint(0xe7, 0), ...blocks); // Cluster with Timecode 0
  return Buffer.concat([header, master(0x18538067, info, tracks, cluster)]);
}
