import type { Identifier } from 'react-admin';
import { FilePreviewDialog } from '../view/FilePreviewDialog';
import { FileVersionsDialog } from './FileVersionsDialog';
import { RejectFileDialog } from './RejectFileDialog';
import { RequestDialog } from './RequestDialog';
import type { RowDialog, RowHandlers } from './rowHandlers';
import { UploadFilesDialog } from './UploadFilesDialog';
import { useAddRequest } from './useAddRequest';
import type { useReviewActions } from './useReviewActions';

/** The dialog a row opened, if any. Each is mounted only while open, so it starts empty every time. */
export const RowDialogs = ({
  propertyId,
  dialog,
  review,
  onDownload,
  onClose,
}: {
  propertyId: Identifier;
  dialog: RowDialog | null;
  review: ReturnType<typeof useReviewActions>;
  /** None for a user who may not download the files (support staff). */
  onDownload?: RowHandlers['onDownload'];
  onClose: () => void;
}) => {
  const request = useAddRequest(propertyId, onClose);
  const { reject } = review;
  if (!dialog) return <FilePreviewDialog item={null} onClose={onClose} />;
  const { kind, item } = dialog;
  switch (kind) {
    case 'preview':
      return <FilePreviewDialog item={item} onClose={onClose} />;
    case 'versions':
      return <FileVersionsDialog item={item} onDownload={onDownload} onClose={onClose} />;
    case 'upload':
      return <UploadFilesDialog propertyId={propertyId} heading={item} onClose={onClose} />;
    case 'reject':
      return (
        <RejectFileDialog
          item={item}
          busy={reject.isPending}
          onReject={(reason) => reject.mutate({ item, reason }, { onSuccess: onClose })}
          onClose={onClose}
        />
      );
    case 'file':
    case 'text':
      return (
        <RequestDialog
          kind={kind}
          heading={item}
          busy={request.isPending}
          onSubmit={(texts) => request.mutate({ kind, headingId: item.id, ...texts })}
          onClose={onClose}
        />
      );
  }
};
