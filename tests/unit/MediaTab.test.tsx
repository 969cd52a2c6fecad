import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@common/api/property-media-items';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { MediaTab } from '../../src/custom/property-media-items/MediaTab';

const uploads = vi.hoisted(() => ({ uploadImage: vi.fn(), tus: [] as Array<{ options: Record<string, unknown>; file: File }> }));
vi.mock('../../src/components/upload/uploadImage', () => ({ uploadImage: uploads.uploadImage }));
// tus-js-client itself talks to the server: here an upload completes as soon as it starts.
vi.mock('tus-js-client', () => ({
  Upload: class {
    url = '/api/media/videos/tus/0b9a';
    constructor(
      readonly file: File,
      readonly options: { onSuccess: () => void } & Record<string, unknown>,
    ) {
      uploads.tus.push({ options, file });
    }
    findPreviousUploads = () => Promise.resolve([]);
    resumeFromPreviousUpload = vi.fn();
    start() {
      this.options.onSuccess();
    }
    abort = () => Promise.resolve();
  },
}));

const item = (id: number, title: MediaItem['title'], displayOrder: number, extra: Partial<MediaItem> = {}): MediaItem => ({
  id,
  propertyId: 7,
  title,
  fileType: title === 'Video' ? 'video' : title === 'Play' ? 'videoPlaceholder' : 'image',
  mediaLink: title === 'Video' ? '/api/media/videos/v/play' : `/api/media/images/${id}/display.webp`,
  displayOrder,
  isActive: true,
  ...extra,
});
const items = [item(11, 'Gallery', 1), item(12, 'ListImage', 2), item(13, 'Gallery', 3), item(14, 'Video', 100, { isActive: false })];

// Each test renders the whole tab with MUI: on a busy two-core machine the first can take seconds.
vi.setConfig({ testTimeout: 20_000 });
// jsdom has no object URLs; the image previews need them.
const revokeObjectURL = vi.fn();

// react-admin logs each failed data provider call; the failures below are on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  uploads.tus.length = 0;
  revokeObjectURL.mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = revokeObjectURL;
});
afterEach(() => vi.restoreAllMocks());

function renderTab(overrides: Partial<AppDataProvider> = {}) {
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 99, ...data } }));
  const dataProvider = {
    ...testDataProvider({ getList: vi.fn().mockResolvedValue({ data: items, total: items.length }) as never, create: create as never }),
    toggleMediaItem: vi.fn(),
    reorderMediaItem: vi.fn(),
    getMediaVideo: vi.fn(),
    ...overrides,
  } as unknown as AppDataProvider;
  // A data router: the Video Upload form blocks navigation while it uploads.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} store={memoryStore()}>
            <MediaTab propertyId="7" />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/properties/7/media'] },
  );
  render(<RouterProvider router={router} />);
  return { create };
}

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Media items' }))
    .getAllByRole('row')
    .slice(1);

describe('MediaTab table', () => {
  it("shows the spec's columns, a thumbnail or video icon, the link in a new tab, and handles on Gallery rows only", async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Media items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'ID', 'Thumbnail', 'Title', 'File Type', 'Display Order', 'Media Link', 'Publish', 'Delete']);
    const [gallery, listImage, , video] = await bodyRows();
    expect(within(gallery).getByRole('img', { name: 'Gallery 11' })).toHaveAttribute('loading', 'lazy');
    expect(within(video).getByTitle('Video')).toBeInTheDocument();
    const link = within(gallery).getByRole('link', { name: 'Open media item 11 in a new tab' });
    expect(link).toHaveAttribute('href', '/api/media/images/11/display.webp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByLabelText(/^Move Gallery image/).map((h) => h.getAttribute('aria-label'))).toEqual([
      'Move Gallery image 11',
      'Move Gallery image 13',
    ]);
    expect(within(listImage).queryByLabelText(/^Move/)).toBeNull();
    expect(within(video).getByRole('switch', { name: 'Publish media item 14' })).not.toBeChecked();
  });

  it('flips Publish through the data provider, and says the spec’s message when it fails', async () => {
    const toggleMediaItem = vi
      .fn()
      .mockResolvedValueOnce({ ...items[0], isActive: false })
      .mockRejectedValueOnce(new Error('boom'));
    renderTab({ toggleMediaItem });
    const toggle = await screen.findByRole('switch', { name: 'Publish media item 11' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggleMediaItem).toHaveBeenCalledWith({ query: expect.objectContaining({ id: 11 }) });
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to toggle media item. Please try again.')).toBeInTheDocument();
  });

  it('says so when publishing a ListImage unpublished the older one, whose switch goes off', async () => {
    const older = item(15, 'ListImage', 5, { isActive: true });
    const newer = item(12, 'ListImage', 2, { isActive: false });
    const getList = vi.fn().mockResolvedValue({ data: [newer, older], total: 2 });
    const toggleMediaItem = vi.fn().mockResolvedValue({ ...newer, isActive: true, unpublishedId: 15 });
    renderTab({ getList, toggleMediaItem });
    await userEvent.click(await screen.findByRole('switch', { name: 'Publish media item 12' }));
    expect(
      await screen.findByText('The older ListImage (media item 15) was unpublished: the public site shows one ListImage per property.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Publish media item 12' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Publish media item 15' })).not.toBeChecked();
  });

  it('deletes an item only once the dialog is confirmed, and says so; Escape deletes nothing', async () => {
    const remove = vi.fn().mockResolvedValue({ data: items[1] });
    renderTab({ delete: remove });
    const button = await screen.findByRole('button', { name: 'Delete media item 12' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Delete media item 12?' });
    expect(dialog).toHaveTextContent('This ListImage item leaves the Media tab and the public site');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Delete media item 12?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Media item 12 deleted.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('property-media-items', { id: 12, previousData: items[1] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a delete failed, and closes the dialog', async () => {
    renderTab({ delete: vi.fn().mockRejectedValue(new Error('boom')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete media item 11' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete media item. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Failed to load property media items' with a retry that loads again", async () => {
    const getList = vi.fn().mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    getList.mockResolvedValue({ data: items, total: items.length });
    renderTab({ getList });
    // The list is retried once, quietly, before the failure shows.
    expect(await screen.findByText('Failed to load property media items', {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await bodyRows()).toHaveLength(4);
  });
});

describe('MediaTab Image Upload', () => {
  it('asks for files and a purpose before uploading anything', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Images' }));
    expect(await screen.findByText('Please select at least one file and purpose')).toBeInTheDocument();
    expect(uploads.uploadImage).not.toHaveBeenCalled();
  });

  it("uploads each image, adds it after the highest display order, and sums up with a refused file's reason", async () => {
    uploads.uploadImage.mockResolvedValueOnce('/api/media/images/a/display.webp').mockRejectedValueOnce(new Error('Not an image'));
    const { create } = renderTab();
    const input = await screen.findByLabelText('Choose Images');
    const png = new File(['x'], 'front.png', { type: 'image/png' });
    const fake = new File(['y'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(input, [png, fake]);
    expect(await screen.findByRole('img', { name: 'front.png' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('combobox', { name: 'Purpose' }));
    await userEvent.click(screen.getByRole('option', { name: 'Gallery (gallery image)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Images' }));
    expect(await screen.findByText('1 of 2 images uploaded successfully. 1 failed.')).toBeInTheDocument();
    expect(screen.getByText('notes.png: Not an image')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('property-media-items', {
      data: { propertyId: 7, title: 'Gallery', fileType: 'image', mediaLink: '/api/media/images/a/display.webp', displayOrder: 101 },
    });
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
  });
});

describe('MediaTab Video Upload', () => {
  it("asks for a file: 'Please fill in all fields'", async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(uploads.tus).toHaveLength(0);
  });

  it('uploads the renamed file with tus in 50 MiB chunks, then stores the preview URL as a Video at 100', async () => {
    const getMediaVideo = vi.fn().mockResolvedValue({ id: '0b9a', preview: '/api/media/videos/0b9a/play' });
    const { create } = renderTab({ getMediaVideo });
    await userEvent.upload(await screen.findByLabelText('Video file'), new File(['v'], 'tour.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    const [{ options, file }] = uploads.tus;
    expect(file.name).toBe('property-7-tour.mp4');
    expect(options).toMatchObject({
      endpoint: '/api/media/videos/tus',
      chunkSize: 52428800,
      retryDelays: [0, 3000, 5000, 10000, 20000],
      metadata: { filename: 'property-7-tour.mp4', filetype: 'video/mp4' },
      storeFingerprintForResuming: true,
    });
    expect(getMediaVideo).toHaveBeenCalledWith({ params: { id: '0b9a' } });
    expect(create).toHaveBeenCalledWith('property-media-items', {
      data: { propertyId: 7, title: 'Video', fileType: 'video', mediaLink: '/api/media/videos/0b9a/play', displayOrder: 100 },
    });
  });

  it('says so when the new video unpublished the older one', async () => {
    const getMediaVideo = vi.fn().mockResolvedValue({ id: '0b9a', preview: '/api/media/videos/0b9a/play' });
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 99, ...data, unpublishedId: 14 } }));
    renderTab({ getMediaVideo, create: create as never });
    await userEvent.upload(await screen.findByLabelText('Video file'), new File(['v'], 'tour.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(
      await screen.findByText('The older Video (media item 14) was unpublished: the public site shows one Video per property.'),
    ).toBeInTheDocument();
  });

  it("says 'Could not get video preview URL' when the details have none, and saves nothing", async () => {
    const { create } = renderTab({ getMediaVideo: vi.fn().mockResolvedValue({ id: '0b9a' }) });
    await userEvent.upload(await screen.findByLabelText('Video file'), new File(['v'], 'tour.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('Could not get video preview URL')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
