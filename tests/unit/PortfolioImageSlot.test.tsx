import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ImageSlot } from '../../src/resources/portfolios/shared/ImageSlot';
import type { useSlotUpload } from '../../src/resources/portfolios/shared/useSlotUpload';

type Upload = ReturnType<typeof useSlotUpload>;
const png = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });

const slot = (upload: Partial<Upload>, props: { link?: string | null; locked?: boolean; onRemove?: () => void } = {}) => {
  const state: Upload = { file: null, choose: vi.fn(), progress: null, busy: false, status: null, upload: vi.fn(), ...upload };
  render(
    <AdminContext>
      <ImageSlot
        label="Hero Image"
        empty="No hero image"
        link={props.link ?? null}
        upload={state}
        locked={props.locked}
        onRemove={props.onRemove}
      />
    </AdminContext>,
  );
  return state;
};

describe('a portfolio image slot (spec §2)', () => {
  it("says 'No hero image' and keeps Upload disabled until a file is chosen", () => {
    slot({});
    expect(screen.getByText('No hero image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Hero Image' })).toBeDisabled();
  });

  it('hands a picked image to the slot, and uploads it on Upload', async () => {
    const state = slot({ file: png });
    await userEvent.upload(screen.getByLabelText('Choose Hero Image'), png);
    expect(state.choose).toHaveBeenCalledWith(png);
    expect(screen.getByText('Chosen: front.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Hero Image' }));
    expect(state.upload).toHaveBeenCalledOnce();
  });

  it("reads 'Uploading...' and stays disabled while uploading, with the progress shown", () => {
    slot({ file: png, busy: true, progress: 0.4, status: { severity: 'info', text: 'Uploading to the image host...' } });
    expect(screen.getByRole('button', { name: 'Uploading... Hero Image' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Hero Image upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading to the image host...');
  });

  it('shows the image once the slot has a link; a locked slot (Add Portfolio) keeps Upload disabled and offers Remove', async () => {
    const onRemove = vi.fn();
    slot({ file: png }, { link: '/api/media/images/a/display.webp', locked: true, onRemove });
    expect(screen.getByRole('img', { name: 'Hero Image preview' })).toHaveAttribute('src', '/api/media/images/a/thumbnail.webp');
    expect(screen.queryByText('No hero image')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Hero Image' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hero Image' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
