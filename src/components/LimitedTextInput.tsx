import type { TObject } from 'typebox';
import { TextInput, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The most characters a field of a request body takes (its `maxLength`, through Optional and Nullable). */
export function maxLengthOf(body: TObject, field: string): number {
  type Limited = { maxLength?: number; anyOf?: Limited[] } | undefined;
  const find = (schema: Limited): number | undefined => schema?.maxLength ?? schema?.anyOf?.map(find).find((max) => max !== undefined);
  const max = find(body.properties[field]);
  if (max === undefined) throw new Error(`No maxLength for '${field}' in the request schema`);
  return max;
}

/** From how many characters a field is long enough for its counter to help. */
const COUNTED_FROM = 500;

/**
 * A text input that takes no more than the API accepts (typed or pasted), so that the limit is
 * met while typing instead of refused on save; a long one counts its characters ('120/1000').
 * The limit is that of `limitOf` (default: the input's source) in the request schema `body`.
 */
export const LimitedTextInput = ({ body, limitOf, ...props }: TextInputProps & { body: TObject; limitOf?: string }) => {
  const limit = maxLengthOf(body, limitOf ?? props.source);
  const htmlInput = typeof props.slotProps?.htmlInput === 'object' ? props.slotProps.htmlInput : {};
  const value = useWatch({ name: props.source }) as string | null | undefined;
  return (
    <TextInput
      {...props}
      helperText={limit >= COUNTED_FROM ? `${value?.length ?? 0}/${limit}` : props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { ...htmlInput, maxLength: limit } }}
    />
  );
};
