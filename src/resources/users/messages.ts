import { resourceNames } from '../resourceNames';

/**
 * The user screens' texts; spec texts (§2, §5, §8) verbatim. Where the spec shows no wording
 * (success notices, labels it does not name) the texts follow the other screens' style.
 */
export const userTexts = {
  loadError: 'Failed to load users. Please try again later.',
  detailLoadError: 'Failed to load user details',
  notFound: 'User not found',
  roleTypesError: 'Failed to load role types',
  createError: 'Failed to create user. Please try again.',
  updateError: 'Failed to update user. Please try again.',
  passwordError: 'Failed to update password. Please try again.',
  passwordRequired: 'Please enter a new password',
  passwordTooShort: 'The password must be at least 8 characters',
  passwordUpdated: 'Password updated successfully!',
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  loading: 'Loading users...',
  listTitle: 'Manage Users',
  detailTitle: 'User Details',
  createTitle: 'Add User',
  addUser: 'Add User',
  export: 'Export',
  backToUsers: 'Back to Users',
  columns: { id: 'ID', name: 'Name', email: 'Email', phone: 'Phone', role: 'Role', agency: 'Agency', status: 'Status' },
  filters: { q: 'Search', role: 'Role', agency: 'Agency', status: 'Status' },
  csv: { firstName: 'First Name', lastName: 'Last Name', companyName: 'Company Name' },
  sections: { role: 'Role', person: 'Personal Details', access: 'Access' },
  fields: {
    userRoleTypeId: 'Role Type',
    agencyId: 'Agency',
    sellerCompanyId: 'Seller Company',
    firstName: 'First Name',
    lastName: 'Last Name',
    emailAddress: 'Email Address',
    cellNumber: 'Cell Number',
    companyName: 'Company Name',
    notes: 'Notes',
  },
  agentsOnly: 'Only agents belong to an agency',
  activeHelp: 'An inactive user cannot log in and is not offered in any picker; their history is kept.',
  noSellerCompany: 'None',
  initialPassword: 'Password',
  initialPasswordHelp: "Optional, at least 8 characters. It can also be set later on the user's details.",
  resetPassword: {
    title: 'Reset Password',
    newPassword: 'New Password',
    submit: 'Update Password',
    submitting: 'Updating...',
  },
} as const;

export const userMessages = resourceNames('users', 'user', 'users');
