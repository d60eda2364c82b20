import { ThreadMessages, type ThreadDetail, type ThreadMessageView } from 'contract';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, Link as RaLink, Title, useDataProvider, useDelete, useGetOne, useNotify, useParams, useRedirect } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';
import { RepliedBadge } from './RepliedBadge';

const EMAIL_FAILED = ThreadMessages.emailFailed;
/** While a reply's email waits in the outbox, the thread is read again this often, so the admin sees it leave or fail. */
export const EMAIL_STATE_POLL_MS = 5000;

const awaitsEmail = (thread: ThreadDetail | undefined) => !!thread?.messages?.some((message) => message.email_status === 'pending');

interface EmailState {
  label: string;
  /** The technical reason (an SMTP error), shown small under the label; the label alone says what happened. */
  detail: string | null;
}

/** The delivery state of a reply's email (DESIGN.md §3: the outbox retries, failures are visible). */
function emailState(message: ThreadMessageView): EmailState {
  if (message.email_status === 'failed') {
    // The server answers the spec's text itself when the mailer gave no reason: no need to repeat it.
    return { label: EMAIL_FAILED, detail: message.email_error && message.email_error !== EMAIL_FAILED ? message.email_error : null };
  }
  if (message.email_status === 'sent') return { label: 'Email sent', detail: null };
  return { label: 'Email pending', detail: message.email_error ? `Retrying after: ${message.email_error}` : null };
}

/** Captions fade at most this far: white at 0.9 still reads at 4.5:1 on the admin bubble's blue (0.8 gave 3.9:1). */
const CAPTION_OPACITY = 0.9;

function EmailDelivery({ message }: { message: ThreadMessageView }) {
  const { label, detail } = emailState(message);
  return (
    <Box sx={{ mt: 0.5 }} data-testid="email-state" title={detail ?? undefined}>
      <Typography variant="caption" component="div" sx={{ fontWeight: message.email_status === 'failed' ? 700 : 400 }}>
        {label}
      </Typography>
      {detail && (
        <Typography variant="caption" component="div" sx={{ opacity: CAPTION_OPACITY, fontSize: '0.7rem', wordBreak: 'break-word' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

function Bubble({ message }: { message: ThreadMessageView }) {
  const mine = message.is_admin_reply;
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid={mine ? 'admin-bubble' : 'visitor-bubble'}>
      <Box
        sx={{
          maxWidth: '70%',
          px: 2,
          py: 1,
          borderRadius: 2,
          // The visitor's bubble a shade off the history's background, in either theme.
          bgcolor: mine ? 'primary.main' : 'action.selected',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="div" sx={{ opacity: CAPTION_OPACITY }}>
          {mine ? 'Admin' : message.name} · {formatDateTime(message.created_at)}
        </Typography>
        {/* Rendered as text, never HTML: visitors write these messages. */}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message.message}
        </Typography>
        {mine && message.email_status && <EmailDelivery message={message} />}
      </Box>
    </Box>
  );
}

function ReplyForm({ thread, onSent }: { thread: ThreadDetail; onSent: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [text, setText] = useState('');
  const reply = useMutation({
    mutationFn: (message: string) => dataProvider.replyToThread(thread.id, message),
    onSuccess: (result) => {
      setText('');
      notify(result.message, { type: 'success' });
      onSent();
    },
    onError: (error) => notify(errorMessage(error, ThreadMessages.replyFailed), { type: 'error' }),
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (text.trim() && !reply.isPending) reply.mutate(text.trim());
  }

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={send} sx={{ alignItems: 'flex-end', mt: 2 }}>
      <TextField
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        placeholder="Type your reply..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': 'Reply' } }}
      />
      <IconButton type="submit" color="primary" aria-label="Send reply" disabled={reply.isPending || !text.trim()}>
        {reply.isPending ? <CircularProgress size={24} /> : <SendIcon />}
      </IconButton>
    </Stack>
  );
}

/** /admin/messages/:id: spec §2 thread view. */
export function ThreadShow() {
  const { id } = useParams<{ id: string }>();
  const { data: thread, isPending, error, refetch } = useGetOne<ThreadDetail>(
    'messages',
    { id: id! },
    { refetchInterval: (query) => (awaitsEmail(query.state.data) ? EMAIL_STATE_POLL_MS : false) },
  );
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending: deleting }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const history = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Newest message in view, like any chat.
    if (history.current) history.current.scrollTop = history.current.scrollHeight;
  }, [thread?.messages?.length]);

  function deleteThread() {
    remove(
      'messages',
      { id: id!, previousData: thread },
      {
        onSuccess: () => {
          notify(ThreadMessages.deleted, { type: 'success' });
          redirect('/messages');
        },
        onError: (failure) => notify(errorMessage(failure, 'Failed to delete thread'), { type: 'error' }),
        mutationMode: 'pessimistic',
      },
    );
  }

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Messages" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Button component={RaLink} to="/messages" startIcon={<ArrowBackIcon />}>
          Back to Messages
        </Button>
        {thread && (
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={deleting}>
            Delete Thread
          </Button>
        )}
      </Stack>
      {isPending && <CircularProgress aria-label="Loading" />}
      {error && <Alert severity="error">{errorMessage(error, 'Failed to load messages')}</Alert>}
      {thread && (
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Box>
                <Typography variant="h6" component="h1">
                  {thread.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {thread.email} · {thread.phone}
                  {thread.city ? ` · ${thread.city}` : ''}
                </Typography>
              </Box>
              <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
                <RepliedBadge replied={thread.status === 'replied'} />
                <Typography variant="caption" color="text.secondary">
                  {thread.reference}
                </Typography>
              </Stack>
            </Stack>
            <Stack
              ref={history}
              spacing={1.5}
              data-testid="chat-history"
              sx={{ height: 600, overflowY: 'auto', p: 1, bgcolor: 'background.default', borderRadius: 1 }}
            >
              {/* The list pre-fills this record without its messages until the detail arrives. */}
              {thread.messages ? (
                thread.messages.map((message) => <Bubble key={message.id} message={message} />)
              ) : (
                <CircularProgress aria-label="Loading" />
              )}
            </Stack>
            <ReplyForm thread={thread} onSent={() => refetch()} />
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={confirming}
        title="Delete Thread"
        content="Are you sure you want to delete this entire conversation? This cannot be undone."
        confirm="Delete"
        onConfirm={() => {
          setConfirming(false);
          deleteThread();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
