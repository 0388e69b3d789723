import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/api-client';

/** Lets the API client's ban reaction go to /login through the router, without a page reload. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(
    () =>
      registerNavigator((to) => {
        void navigateRef.current(to);
      }),
    [],
  );
  return null;
}
