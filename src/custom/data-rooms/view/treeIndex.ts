// The numbering is shared with the server's readiness list (common/data-room-numbers.ts), so a
// number in the CSV sent to a seller names the heading the trees show.
export { indexNumbers, type TreeItem } from '@common/data-room-numbers';
