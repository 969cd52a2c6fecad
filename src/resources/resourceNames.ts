/**
 * A resource's part of the i18n messages: its name, one and many, in react-admin's own sentences
 * ('No agencies found', 'Delete 3 agencies'). Each resource's config carries it as `messages`.
 */
export const resourceNames = (resource: string, one: string, many: string) => ({
  resources: { [resource]: { name: `${one} |||| ${many}` } },
});
