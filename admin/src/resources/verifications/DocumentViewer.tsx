import type { VerificationDocumentView, VerificationRequestView } from 'contract';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage, statusOf } from '../../error-message';

export const DOCUMENT_LABEL = { id: 'ID', selfie: 'Selfie' } as const;

const LOAD_FAILED = 'Failed to load the document';

/**
 * The document's file, fetched with this admin's session. A link older than its five minutes (the queue
 * left open) is refused with 403: the request is read again for a fresh one. Never cached once the
 * viewer closes (gcTime 0): an identity document stays in memory only while it is on screen.
 */
function useDocumentFile(request: VerificationRequestView, document: VerificationDocumentView) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['verification-document', request.id, document.id],
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      try {
        return await dataProvider.getVerificationDocument(document.url);
      } catch (error) {
        if (statusOf(error) !== 403) throw error;
        const { data } = await dataProvider.getOne<VerificationRequestView>('verifications', { id: request.id });
        const fresh = data.documents.find((candidate) => candidate.id === document.id);
        if (!fresh) throw error;
        return dataProvider.getVerificationDocument(fresh.url);
      }
    },
  });
}

/** A blob: URL for the file while it is shown, revoked when it goes. */
function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

function DocumentFile({ request, document }: { request: VerificationRequestView; document: VerificationDocumentView }) {
  const file = useDocumentFile(request, document);
  const src = useObjectUrl(file.data);
  const label = `${DOCUMENT_LABEL[document.file_type]} of ${request.username}`;
  if (file.isError) return <Alert severity="error">{errorMessage(file.error, LOAD_FAILED)}</Alert>;
  if (!src) return <CircularProgress aria-label={`Loading the ${label}`} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  return <Box component="img" src={src} alt={label} sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }} />;
}

/**
 * An identity document, shown inside the back office: its link opens only with this admin's bearer token
 * (never in a new tab, another browser or curl), so the file is fetched here and shown from a blob: URL.
 */
export function DocumentViewer({ request, document, onClose }: { request: VerificationRequestView; document: VerificationDocumentView; onClose: () => void }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} maxWidth="md" fullWidth aria-labelledby="document-viewer-title">
      <DialogTitle id="document-viewer-title">
        {DOCUMENT_LABEL[document.file_type]} of {request.username}
      </DialogTitle>
      <DialogContent dividers>
        <DocumentFile request={request} document={document} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
