import { Type } from 'typebox';
import { operation } from './operation';

/** A tus upload id: a random UUID the server chose when the upload was created. */
const VIDEO_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const VideoId = Type.String({ pattern: VIDEO_ID_PATTERN, description: 'The tus upload id' });

export const VideoParams = Type.Object({ id: VideoId });

/** What the Video Upload form reads once its tus upload completes; `preview` becomes the media link. */
const MediaVideo = Type.Object({
  id: Type.String(),
  preview: Type.String({ description: 'A URL that plays the video in a browser (Range requests, 206)' }),
  contentType: Type.String({ description: 'Read from the bytes, e.g. video/mp4' }),
  size: Type.Integer({ description: 'Bytes' }),
  originalName: Type.String(),
  sha256: Type.Union([Type.String({ pattern: '^[0-9a-f]{64}$' }), Type.Null()], {
    description: 'Hex SHA-256 of the bytes; null for the few seconds after a large upload completes, while the server reads it back',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const mediaVideoOperations = {
  /** Spec §7 'Video': a finished upload's details; its `preview` becomes the media link. */
  getMediaVideo: operation({
    method: 'GET',
    path: '/media/videos/:id',
    params: VideoParams,
    answer: MediaVideo,
    summary: 'A finished video upload: its details and the URL that plays it',
  }),
};
