import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { UploadRules } from '@common/api/uploads';
import { FileDropZone } from '../../src/components/upload/FileDropZone';
import { uploadRuleText } from '../../src/components/upload/uploadRuleText';

const rules: UploadRules = {
  image: { accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }, maxBytes: 25 * 1024 * 1024, maxPixels: 100_000_000 },
  video: { accept: { 'video/*': ['.mp4', '.mov', '.webm'] }, maxBytes: 5 * 1024 ** 3 },
  dataRoom: { accept: { 'application/pdf': ['.pdf'], 'application/zip': ['.zip'] }, maxBytes: 1024 ** 3 },
  nda: { accept: { 'application/pdf': ['.pdf'], 'application/msword': ['.doc'] }, maxBytes: 25 * 1024 * 1024 },
  propertyImport: { accept: { 'text/csv': ['.csv'] }, maxBytes: 5 * 1024 * 1024 },
};

describe('what an upload takes', () => {
  it('reads as its types and limits', () => {
    expect(uploadRuleText(rules.dataRoom)).toBe('PDF or ZIP, up to 1.0 GB each');
    expect(uploadRuleText(rules.image)).toBe('JPG or PNG, up to 25 MB and 100 megapixels each');
    expect(uploadRuleText(rules.video)).toBe('MP4, MOV or WEBM, up to 5.0 GB each');
  });

  it('is said in the drop zone, whose picker offers only those types', async () => {
    const getUploadRules = vi.fn(async () => rules);
    render(
      <AdminContext dataProvider={{ ...testDataProvider(), getUploadRules }} store={memoryStore()}>
        <FileDropZone hint="Drag files here, or" choose="Choose files" multiple disabled={false} onFiles={vi.fn()} kind="nda" />
      </AdminContext>,
    );
    expect(await screen.findByText('PDF or DOC, up to 25 MB each')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose files')).toHaveAttribute('accept', 'application/pdf,.pdf,application/msword,.doc');
  });
});
