import type { ThreadListItem } from 'contract';
import { ListBase, Pagination, Title, useListContext, useNavigate } from 'react-admin';
import { Box, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../display';
import { RepliedBadge } from './RepliedBadge';

function ThreadCards() {
  const { data, isPending } = useListContext<ThreadListItem>();
  const navigate = useNavigate();
  if (isPending) return <CircularProgress aria-label="Loading" />;
  if (!data?.length) {
    return (
      <Card>
        <CardContent>
          <Typography color="text.secondary">No messages received yet</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((thread) => (
        <Card key={thread.id} component="li">
          <CardActionArea onClick={() => navigate(`/messages/${thread.id}/show`)}>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {thread.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {thread.email} · {thread.phone}
                  </Typography>
                </Box>
                <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
                  <RepliedBadge replied={thread.status === 'replied'} />
                  <Typography variant="caption" color="text.secondary">
                    {thread.reference} · {formatDateTime(thread.created_at)}
                  </Typography>
                </Stack>
              </Stack>
              <Typography
                variant="body2"
                sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {thread.preview}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/** /admin/messages: spec §2 "Messages screen", newest thread first. */
export function ThreadList() {
  return (
    <ListBase sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <Title title="Messages" />
      <Box sx={{ py: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Messages
        </Typography>
        <ThreadCards />
        <Pagination rowsPerPageOptions={[]} />
      </Box>
    </ListBase>
  );
}
