//! Serde for types written as one string (`"100.1a"`, `"2026-01-16"`, a hex hash): through
//! their `Display` and `FromStr`.

/// Implements `Serialize` with `Display` and `Deserialize` with `FromStr` for `$ty`.
macro_rules! serde_via_str {
    ($ty:ty) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                s.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}
