/** The database the product keeps in its embedded cluster: npm start serves it, backups and restores reach it by name. */
export const EMBEDDED_DATABASE = 'back_office';
