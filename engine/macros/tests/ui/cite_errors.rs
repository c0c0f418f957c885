use engine_macros::cite;

fn main() {
    let _ = cite!("704.5A");
    let _ = cite!("704.5a", "704.5b");
    let _ = cite!();
}
