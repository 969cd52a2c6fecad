import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError } from 'react-admin';
import logo from '../assets/logo.svg';
import type { Credentials } from '../authProvider';

/** Spec §8: any login failure reads the same. */
const LOGIN_FAILED = 'Invalid email or password';

/**
 * Why a login failed, as the admin can act on it: after too many attempts (429) even the right
 * password is refused for a while, and the server says how long ('Too many attempts. Try again
 * in 5 minutes.'); every other failure reads the spec's one message.
 */
const loginFailure = (error: unknown) => (error instanceof HttpError && error.status === 429 ? error.message : LOGIN_FAILED);

export function LoginPage({ login }: { login: (credentials: Credentials) => Promise<unknown> }) {
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ emailAddress, password });
    } catch (failure) {
      setError(loginFailure(failure));
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <img src={logo} alt="Property Back-Office" height={40} />
          </Box>
          <Typography variant="h5" component="h1" align="center" gutterBottom>
            Log in
          </Typography>
          <Box component="form" onSubmit={(event) => void submit(event)} noValidate={false}>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="Email"
              type="email"
              name="emailAddress"
              autoComplete="username"
              value={emailAddress}
              onChange={(e) => setEmailAddress(e.target.value)}
              required
              fullWidth
              autoFocus
              margin="normal"
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              fullWidth
              margin="normal"
            />
            <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
              {busy ? 'Logging in...' : 'Login'}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
