import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortfolioProperty } from '@common/api/portfolios';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { portfolioTexts } from '../../messages';

const texts = portfolioTexts.properties;
/** Suggestions asked of the server at a time; typing more narrows them. */
const SUGGESTIONS = 20;
const DEBOUNCE_MS = 300;

/**
 * Finds a property by reference or name, searched by the server (the properties list's `q`),
 * and hands the chosen one to `onAdd`. Properties already in the portfolio are shown but cannot
 * be chosen twice.
 */
export const PropertyPicker = ({
  taken,
  disabled,
  onAdd,
}: {
  taken: Set<number>;
  disabled: boolean;
  onAdd: (row: PortfolioProperty) => void;
}) => {
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const { data = [], isFetching } = useQuery({
    queryKey: ['properties', 'portfolio-picker', q],
    queryFn: async ({ signal }) =>
      (
        await dataProvider.getList<PortfolioProperty & { id: number }>('properties', {
          filter: q ? { q } : {},
          pagination: { page: 1, perPage: SUGGESTIONS },
          sort: { field: 'propertyReference', order: 'ASC' },
          signal,
        })
      ).data,
    placeholderData: (previous) => previous,
  });
  return (
    <Autocomplete
      options={data}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_, chosen) => {
        if (!chosen) return;
        onAdd({ ...chosen, position: 0 });
        setInput('');
      }}
      // The server already matched the text (reference, name or suburb).
      filterOptions={(options) => options}
      getOptionLabel={(row) => `${row.propertyReference} ${row.listingTitle}`}
      getOptionDisabled={(row) => taken.has(row.id)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={isFetching}
      disabled={disabled}
      blurOnSelect
      renderOption={({ key, ...props }, row) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" component="div">
              <strong>{row.propertyReference}</strong> {row.listingTitle}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {taken.has(row.id) ? texts.alreadyIn : `${row.suburb}, ${row.province}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={texts.add} placeholder={texts.search} />}
      sx={{ maxWidth: 480 }}
    />
  );
};
