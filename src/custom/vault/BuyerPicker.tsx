import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_MIN_CHARACTERS, type BuyerOption } from '@common/api/users';
import type { AppDataProvider } from '../../dataProviderTypes';
import { vaultTexts } from './messages';

const texts = vaultTexts.buyerSearch;
/** Spec §5 'User search': from 3 characters, 500 ms after the last key. */
const DEBOUNCE_MS = 500;

export const buyerName = (buyer: Pick<BuyerOption, 'firstName' | 'lastName'>) => `${buyer.firstName} ${buyer.lastName}`;

/**
 * The buyer search of spec §5: active buyers (role type 5) whose name or email holds what was
 * typed, asked of the server once typing pauses, at most 20. `taken` ones show but cannot be chosen.
 */
export const BuyerPicker = ({
  value,
  onChange,
  disabled,
  taken = new Set(),
  label = texts.label,
}: {
  value: BuyerOption | null;
  onChange: (buyer: BuyerOption | null) => void;
  disabled: boolean;
  taken?: ReadonlySet<number>;
  /** The field's label: 'Buyer' by default. */
  label?: string;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  const text = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const searching = text.length >= SEARCH_MIN_CHARACTERS;
  const { data = [], isFetching } = useQuery<BuyerOption[]>({
    queryKey: ['users', 'buyer-search', text],
    queryFn: ({ signal }) =>
      dataProvider.getUsers({ query: { searchCriteria: text, filter: JSON.stringify({ isActive: true }) } }, { signal }),
    enabled: searching,
    placeholderData: (previous) => previous,
  });
  return (
    <Autocomplete
      options={searching ? data : []}
      value={value}
      inputValue={input}
      onInputChange={(_, typed) => setInput(typed)}
      onChange={(_, chosen) => onChange(chosen)}
      // The server already matched the text.
      filterOptions={(options) => options}
      getOptionLabel={buyerName}
      getOptionDisabled={(buyer) => taken.has(buyer.id)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      disabled={disabled}
      noOptionsText={input.trim().length < SEARCH_MIN_CHARACTERS ? texts.tooShort : texts.none}
      renderOption={({ key, ...props }, buyer) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{buyerName(buyer)}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {taken.has(buyer.id) ? vaultTexts.discrete.alreadyGranted : buyer.emailAddress}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={texts.placeholder} size="small" />}
      fullWidth
    />
  );
};
