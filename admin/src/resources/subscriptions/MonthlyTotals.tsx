import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00`).toLocaleDateString('en-NZ', { month: 'long', year: 'numeric' });

/** Totals per New Zealand month for the same filters as the list beside it. */
export function MonthlyTotals() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['subscriptions', 'monthly-totals', filterValues],
    queryFn: () => dataProvider.getSubscriptionTotals(filterValues),
  });
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Monthly totals
        </Typography>
        {data && data.length === 0 && <Typography color="text.secondary">No subscriptions</Typography>}
        {data && data.length > 0 && (
          <Table size="small" aria-label="Monthly totals">
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                <TableCell align="right">Subscriptions</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.month}>
                  <TableCell>{monthLabel(row.month)}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  <TableCell align="right">${row.total.toFixed(2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
