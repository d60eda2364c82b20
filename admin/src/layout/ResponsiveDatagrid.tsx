import type { ReactNode } from 'react';
import { Datagrid, FunctionField, useListContext, type RaRecord } from 'react-admin';
import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Breakpoint, type SxProps, type Theme } from '@mui/material';

export interface ListColumn<T extends RaRecord> {
  label: string;
  render: (record: T) => ReactNode;
  sortBy?: string;
  /** The card's action area: its own row at the bottom, full width, so buttons are never out of reach. */
  actions?: boolean;
}

interface ResponsiveDatagridProps<T extends RaRecord> {
  columns: ListColumn<T>[];
  /** Below this width the rows are cards: where the table's columns no longer fit beside the menu. */
  cardsBelow: Breakpoint;
  empty: ReactNode;
  rowSx?: (record: T) => SxProps;
  /** The card's title: the first column's content unless given. */
  cardLabel: (record: T) => string;
}

/** One record as a card: every column as a labelled block; the actions at the foot on a phone, beside the rest where there is room. */
function RecordCard<T extends RaRecord>({ record, columns, label, sx }: { record: T; columns: ListColumn<T>[]; label: string; sx?: SxProps }) {
  const [first, ...rest] = columns.filter((column) => !column.actions);
  const actions = columns.filter((column) => column.actions);
  return (
    <Card variant="outlined" component="article" aria-label={label} sx={sx}>
      <CardContent sx={{ pb: '12px !important', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' } }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Box>{first.render(record)}</Box>
          {rest.map((column) => (
            <Box key={column.label} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {column.label}
              </Typography>
              {column.render(record)}
            </Box>
          ))}
        </Stack>
        {actions.length > 0 && (
          <Box
            sx={{
              minWidth: 0,
              pt: { xs: 1.5, md: 0 },
              pl: { md: 2 },
              borderTop: { xs: 1, md: 0 },
              borderLeft: { md: 1 },
              // Responsive too, so it follows the responsive borders (whose shorthand resets the colour) in the same rule.
              borderColor: { xs: 'divider' },
              '& .MuiStack-root': { minWidth: 0 },
            }}
          >
            {actions.map((column) => (
              <Box key={column.label}>{column.render(record)}</Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function RecordCards<T extends RaRecord>({ columns, empty, rowSx, cardLabel }: Omit<ResponsiveDatagridProps<T>, 'cardsBelow'>) {
  const { data, isPending } = useListContext<T>();
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((record) => (
        <RecordCard key={record.id} record={record} columns={columns} label={cardLabel(record)} sx={rowSx?.(record)} />
      ))}
    </Stack>
  );
}

/**
 * A list of records with actions that stays usable at any width: a table where its columns fit, and
 * one card per record below `cardsBelow`, so nothing needs scrolling sideways and every action stays on screen.
 */
export function ResponsiveDatagrid<T extends RaRecord>({ columns, cardsBelow, empty, rowSx, cardLabel }: ResponsiveDatagridProps<T>) {
  const asCards = useMediaQuery((theme: Theme) => theme.breakpoints.down(cardsBelow));
  if (asCards) return <RecordCards columns={columns} empty={empty} rowSx={rowSx} cardLabel={cardLabel} />;
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<>{empty}</>} rowSx={rowSx as ((record: RaRecord) => SxProps) | undefined}>
      {columns.map((column) => (
        <FunctionField<T> key={column.label} label={column.label} sortBy={column.sortBy} sortable={Boolean(column.sortBy)} render={column.render} />
      ))}
    </Datagrid>
  );
}
