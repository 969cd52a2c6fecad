import { useNavigate } from 'react-router-dom';

/** Opens an app path, as a bar's or a slice's click does. */
export function useOpen() {
  const navigate = useNavigate();
  return (to: string) => void navigate(to);
}
